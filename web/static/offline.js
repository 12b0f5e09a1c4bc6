// The offline page (served by the service worker when a page cannot be loaded): back online, it
// loads the page the player wanted, and "Erneut versuchen" tries at once.
const again = () => location.reload();
addEventListener('online', again);
document.getElementById('retry')?.addEventListener('click', again);
