// Applies the admin's theme before the panel's first paint (decision 0032), so a dark screen
// never flashes white. The panel's theme menu (src/lib/theme.ts) writes the same key.
/* global localStorage, matchMedia, document */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('theme');
  } catch {
    // storage refused (private mode): follow the system
  }
  var dark = choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
