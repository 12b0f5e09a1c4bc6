// The offline page (served by the service worker when a page cannot be loaded): back online, it
// loads the page the player wanted, and "Erneut versuchen" tries at once.
const again = () => location.reload();
addEventListener('online', again);
// The "online" event may come before the network carries again (or not at all on some phones):
// while the browser says it is online, try again every few seconds.
setInterval(() => {
  if (navigator.onLine) again();
}, 3000);
document.getElementById('retry')?.addEventListener('click', again);
