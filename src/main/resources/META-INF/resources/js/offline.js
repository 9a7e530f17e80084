// The director's page without a connection (docs/director-page.md#offline): registers the service worker
// that keeps the page on the phone (only in a secure context: HTTPS, or localhost), marks a kept copy or a
// lost connection with the time the page was last updated and what it cannot know, and counts the level's
// clock on the phone meanwhile. Sets <html data-offline="ready"> once the page is kept.
(() => {
  const status = document.getElementById('offline-status');
  if (!status) return;
  const kept = document.body.dataset.kept === 'true';
  const rendered = Date.parse(document.body.dataset.rendered || '');

  function keepThePage() {
    if (!window.isSecureContext || !('serviceWorker' in navigator)) {
      sayOnceThatItCannotWorkOffline();
      return;
    }
    if (kept) return;
    navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then((registration) => {
      if (navigator.serviceWorker.controller) {
        document.documentElement.dataset.offline = 'ready';
        return;
      }
      navigator.serviceWorker.addEventListener('message', (event) => {
        if (event.data && event.data.kept) document.documentElement.dataset.offline = 'ready';
      });
      registration.active.postMessage({keep: location.pathname});
    }).catch(() => undefined);
  }

  function sayOnceThatItCannotWorkOffline() {
    const note = document.getElementById('offline-unavailable');
    if (!note || localStorage.getItem('tavolo.offline-unavailable-said')) return;
    note.hidden = false;
    localStorage.setItem('tavolo.offline-unavailable-said', '1');
  }

  function lastUpdated() {
    if (Number.isNaN(rendered)) return '';
    return new Date(rendered).toLocaleTimeString(document.documentElement.lang || undefined,
      {hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});
  }

  function line(text, className) {
    const p = document.createElement('span');
    p.className = className;
    p.textContent = text;
    return p;
  }

  function show() {
    const offline = kept || !navigator.onLine;
    status.hidden = !offline;
    status.replaceChildren();
    if (status.hidden) return;
    if (navigator.onLine && kept) {
      status.append(line(status.dataset.back + ' ', 'desk-offline-title'));
      const reload = document.createElement('a');
      reload.href = location.pathname;
      reload.textContent = status.dataset.reload;
      status.append(reload);
      return;
    }
    status.append(line(status.dataset.offline, 'desk-offline-title'));
    status.append(line(status.dataset.updated + ' ' + lastUpdated(), 'desk-offline-time'));
    status.append(line(status.dataset.cannotKnow, 'desk-offline-note'));
    countTheClock();
  }

  // The level's clock as the page showed it (7:05 or 1:02:03; paused or not started shows words, not counted).
  let counting = null;
  function countTheClock() {
    const face = document.getElementById('time-left');
    if (!face || counting || Number.isNaN(rendered)) return;
    const parts = face.textContent.trim().match(/^(?:(\d+):)?(\d+):(\d\d)$/);
    if (!parts) return;
    const left = (Number(parts[1] || 0) * 3600) + (Number(parts[2]) * 60) + Number(parts[3]);
    const tick = () => {
      const s = Math.max(0, left - Math.floor((Date.now() - rendered) / 1000));
      const h = Math.floor(s / 3600);
      const mm = String(Math.floor((s % 3600) / 60));
      const ss = String(s % 60).padStart(2, '0');
      face.textContent = h > 0 ? h + ':' + mm.padStart(2, '0') + ':' + ss : mm + ':' + ss;
    };
    tick();
    counting = setInterval(tick, 1000);
  }

  // Offline, a form is not sent (the browser would show its own error page and lose what was typed): the page
  // says so beside the form's buttons. The hand form's preview is settled on the phone (offline-hands.js).
  document.addEventListener('submit', (event) => {
    if (navigator.onLine || event.defaultPrevented) return;
    event.preventDefault();
    const form = event.target;
    if (form.querySelector('.desk-offline-unsent')) return;
    const note = line(status.dataset.notSent, 'desk-alert desk-offline-unsent');
    note.setAttribute('role', 'alert');
    (form.querySelector('.desk-actions') || form).before(note);
  });

  window.addEventListener('online', show);
  window.addEventListener('offline', show);
  show();
  keepThePage();
})();
