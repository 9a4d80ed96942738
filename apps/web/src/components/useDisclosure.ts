import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a popup (the account and theme menus): closes on Escape (focus
 * back on the button) and on a press outside. Spread `button` on the button, `popup` on the popup
 * and put `rootRef` on the element holding both.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return {
    open,
    close: () => setOpen(false),
    rootRef,
    button: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((o) => !o),
    },
    popup: { id: popupId },
  };
}
