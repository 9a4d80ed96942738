import { Check, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../lib/theme.ts';
import { useDisclosure } from './useDisclosure.ts';

const CHOICES: Record<ThemeChoice, { label: string; icon: LucideIcon }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

/** The top bar's theme choice (decision 0032): System, Light or Dark, remembered. */
export function ThemeMenu() {
  const { choice, dark, setChoice } = useTheme();
  const { open, close, rootRef, button, popup } = useDisclosure();
  const Shown = choice === 'system' ? (dark ? Moon : Sun) : CHOICES[choice].icon;
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        {...button}
        aria-label={`Theme: ${CHOICES[choice].label}`}
        title="Theme"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Shown aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <ul
          {...popup}
          aria-label="Theme"
          className="absolute left-0 z-30 mt-2 w-40 rounded-md sm:right-0 sm:left-auto border border-slate-200 bg-white py-1 shadow-lg"
        >
          {THEME_CHOICES.map((value) => {
            const { label, icon: Icon } = CHOICES[value];
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-pressed={choice === value}
                  onClick={() => {
                    setChoice(value);
                    close();
                  }}
                  className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                  {choice === value ? <Check aria-hidden="true" className="ml-auto size-4 text-indigo-600" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
