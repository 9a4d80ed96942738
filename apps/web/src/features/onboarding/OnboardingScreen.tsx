import { useEffect } from 'react';

/**
 * The public page an onboarding link opens (DESIGN §4: the customer sets a password there).
 * Reserved now so links already point at the right place; a later release builds the form.
 */
export function OnboardingScreen() {
  useEffect(() => {
    document.title = 'Account Setup · Store Admin';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Account Setup</h1>
        <p className="mt-2 text-sm text-slate-600">This page is not available yet. Please try again later.</p>
      </div>
    </main>
  );
}
