// Applies the saved colour mode before first paint so there is no flash. A file, not an inline script:
// the Content-Security-Policy allows scripts from this origin only.
/* global localStorage, window, document */
try {
  var mode = localStorage.getItem('sightline-color-mode');
  if (mode === 'dark' || (!mode && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // Storage blocked: the light default stays.
}
