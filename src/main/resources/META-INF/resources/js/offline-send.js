// What the director confirmed without a connection, on its way to the service (docs/director-page.md#offline):
// the queue on the page («in attesa di invio (N)»), sending it in order once the connection is back, each entry
// once, through the page's own form address (a send that fails with the phone online is tried again by itself),
// stopping at the first refusal, which stays on the phone with the service's words until the director corrects
// it in its form, sends it again or drops it after confirming; an ended session keeps the queue until the
// director signs in again; signing out with entries waiting asks first. The forms that queue entries are
// offline-hands.js (hands) and offline-forms.js (counts, voids, Chinese deals, penalties); the store is
// offline-queue.js.
window.TavoloOutbox = (() => {
  const words = document.getElementById('offline-words');
  if (!words || !window.TavoloQueue) return undefined;
  // The table's own address, also on a page one of its forms answered (a preview, a refusal): the queue and an entry
  // loaded back into its form belong to the table, whichever of its pages is shown.
  const table = location.pathname.replace(/^(\/director\/tournaments\/\d+\/tables\/\d+)\/.*$/, '$1');
  const italian = (document.documentElement.lang || 'it').startsWith('it');
  const outcomes = [];
  let sending = false;
  let signInNeeded = false;

  /**
   * Puts a node at the top of what the director is looking at: above the seats on the table page, at the head
   * of the page's main part on a page without seats (the choice of a table).
   */
  function atTheTop(node) {
    const seats = document.getElementById('seats');
    if (seats) seats.before(node);
    else (document.querySelector('main') || document.body).prepend(node);
  }

  function element(tag, className, text) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /** A whole number of chips as typed («1.000», «1 000»), or null. */
  function digits(typed) {
    const d = (typed || '').replace(/[\s.,\u202F]/g, '');
    return /^\d{1,15}$/.test(d) ? Number(d) : null;
  }

  function chips(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, italian ? '\u202F' : ',');
  }

  /** The stacks the next entry is entered against: in the forms' hidden fields and on the seats shown. */
  function showStacks(stacks) {
    const hand = document.getElementById('hand');
    for (const [seat, stack] of Object.entries(stacks)) {
      const field = hand && hand.elements['stack-' + seat];
      if (field) {
        // the seat's "all in" button fills its stack
        for (const fill of hand.querySelectorAll('[data-fill="put-' + seat + '"][data-value="' + field.value + '"]')) {
          fill.dataset.value = stack;
        }
        field.value = stack;
      }
      const expected = document.querySelector('#count input[name="expected-' + seat + '"]');
      if (expected) expected.value = stack;
      const legend = document.querySelector('#player-' + seat + ' .desk-legend-stack');
      if (legend) legend.textContent = chips(stack);
      const shown = document.querySelector('#seats li[data-seat="' + seat + '"] .desk-stack');
      if (shown) {
        shown.dataset.stack = stack;
        shown.textContent = chips(stack);
      }
    }
  }

  /** Stacks the phone cannot know until the entries waiting are sent (a void, a penalty): shown as such. */
  function showStacksUnknown(unknown) {
    for (const shown of document.querySelectorAll('#seats .desk-stack')) shown.classList.toggle('desk-unknown', unknown);
    let note = document.getElementById('stacks-unknown');
    if (unknown && !note) {
      note = element('p', 'desk-hint', words.dataset.stacksUnknown);
      note.id = 'stacks-unknown';
      document.getElementById('seats').after(note);
    } else if (!unknown && note) {
      note.remove();
    }
  }

  function waiting() {
    return TavoloQueue.all(table).then((entries) => entries.filter((e) => !e.refused));
  }

  /** Whether an entry waiting leaves stacks the phone cannot compute: then hands and counts wait for it. */
  function unsettled() {
    return waiting().then((entries) => entries.some((e) => !e.after));
  }

  /**
   * Queues an entry confirmed offline: {kind, form, key, action, fields, stacks, after|null, number?}. A refused entry
   * loaded into its form and confirmed again offline takes its own place: the same key is never queued twice.
   */
  function add(entry) {
    const kept = Object.assign({table, entryId: entry.key, confirmedAt: Date.now(), refused: false}, entry);
    return TavoloQueue.all(table).then((entries) => {
      const replaced = entries.find((e) => e.refused && e.entryId === kept.entryId);
      if (!replaced) return undefined;
      forgetLoaded();
      return TavoloQueue.remove(replaced.seq);
    }).then(() => TavoloQueue.add(kept)).then(() => {
      if (kept.after) showStacks(kept.after);
      return render();
    });
  }

  /** Takes the last entry waiting out of the queue, never sent: the stacks go back to those it was entered against. */
  function removeLast() {
    return waiting().then((entries) => {
      const last = entries[entries.length - 1];
      if (!last) return undefined;
      return TavoloQueue.remove(last.seq).then(() => {
        if (last.stacks) showStacks(last.stacks);
        return render().then(() => last);
      });
    });
  }

  // ---- what the forms share: the core itself (it reads typed cards with the server's own poker.cards.TypedCards) ----

  /** The poker core compiled for the browser (/js/poker.js), loaded once, kept on the phone by the worker. */
  function core() {
    if (typeof window.settleHand === 'function') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/js/poker.js';
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }

  // ---- the queue on the page ----

  function panel() {
    let section = document.getElementById('offline-queue');
    if (!section) {
      section = element('section', 'desk-queue');
      section.id = 'offline-queue';
      section.setAttribute('aria-live', 'polite');
      atTheTop(section);
    }
    return section;
  }

  function label(entry) {
    const said = words.dataset['entry' + entry.kind.charAt(0).toUpperCase() + entry.kind.slice(1)] || words.dataset.entryHand;
    return said.replace('#', entry.number || '');
  }

  function render() {
    return TavoloQueue.all(table).then((entries) => {
      const section = panel();
      section.replaceChildren();
      section.hidden = entries.length === 0 && outcomes.length === 0 && !signInNeeded;
      if (entries.length > 0) {
        const count = element('p', 'desk-queue-count', words.dataset.waiting + ' (' + entries.length + ')');
        count.id = 'queue-count';
        section.append(count);
      }
      if (signInNeeded && entries.length > 0) {
        const again = element('p', 'desk-alert', words.dataset.signInAgain + ' ');
        again.id = 'queue-sign-in';
        again.setAttribute('role', 'alert');
        const link = element('a', '', words.dataset.signIn);
        link.href = '/login';
        again.append(link);
        section.append(again);
      }
      const list = element('ol', 'desk-queue-list');
      entries.forEach((entry, i) => list.append(line(entry, i === entries.length - 1)));
      if (entries.length) section.append(list);
      if (outcomes.length) {
        const sent = element('ul', 'desk-queue-sent');
        sent.id = 'queue-sent';
        outcomes.forEach((o) => sent.append(element('li', '', o)));
        section.append(sent);
      }
      showStacksUnknown(entries.some((e) => !e.refused && !e.after));
      document.dispatchEvent(new CustomEvent('tavolo:queue', {detail: entries}));
      return entries;
    });
  }

  function line(entry, last) {
    const li = element('li', entry.refused ? 'desk-queue-refused' : '');
    li.dataset.entry = entry.entryId;
    li.dataset.kind = entry.kind;
    const at = new Date(entry.confirmedAt).toLocaleTimeString(document.documentElement.lang || undefined,
      {hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});
    li.append(element('span', '', label(entry) + ' · ' + at));
    if (entry.refused) {
      const said = element('p', 'desk-alert', words.dataset.notRecorded + ' ' + entry.refused.message);
      said.setAttribute('role', 'alert');
      li.append(said);
      const correct = element('button', 'desk-chip queue-correct', words.dataset.correct);
      correct.type = 'button';
      correct.addEventListener('click', () => loadBack(entry));
      const again = element('button', 'desk-chip queue-send-again', words.dataset.sendAgain);
      again.type = 'button';
      again.addEventListener('click', () => sendAgain(entry));
      const drop = element('button', 'desk-chip queue-drop', words.dataset.remove);
      drop.type = 'button';
      drop.addEventListener('click', () => askBeforeDropping(li, entry));
      li.append(correct, again, drop);
    } else if (last) {
      const remove = element('button', 'desk-chip', words.dataset.remove);
      remove.type = 'button';
      remove.addEventListener('click', removeLast);
      li.append(remove);
    }
    return li;
  }

  /** A refused entry sent again as it was, with what it was made against (say, once the table is back as it was). */
  function sendAgain(entry) {
    entry.refused = false;
    return TavoloQueue.put(entry).then(render).then(send);
  }

  /** A refused entry dropped from the phone, never recorded: only once the director confirms it. */
  function askBeforeDropping(li, entry) {
    if (li.querySelector('.queue-drop-ask')) return;
    const ask = element('div', 'desk-ask-once queue-drop-ask');
    ask.setAttribute('role', 'alert');
    ask.append(element('p', '', words.dataset.dropAsk));
    const keep = element('button', 'desk-button primary queue-keep', words.dataset.keepEntry);
    keep.type = 'button';
    keep.addEventListener('click', () => ask.remove());
    const drop = element('button', 'desk-button danger queue-drop-confirm', words.dataset.drop);
    drop.type = 'button';
    drop.addEventListener('click', () => TavoloQueue.remove(entry.seq).then(render).then(send));
    const actions = element('div', 'desk-offline-actions');
    actions.append(keep, drop);
    ask.append(actions);
    li.append(ask);
    keep.focus();
  }

  // ---- a refused entry back in its form ----

  // What binds an entry to what the director saw (docs/director-page.md#offline): its game, the player at each seat by
  // entry id, the clock's level it was dealt at, and its key (and, for a void or a deal, which one). Loaded back into a
  // form, the entry keeps them, never the page's new ones: the service refuses it if they no longer hold. The stacks are
  // the table's as it is now: the director checks the entry against them in its preview.
  const BINDING = /^(gameNumber|level|entry-\d+|entryId|countId|deal|entry|kind)$/;
  const KEYS = ['entryId', 'countId', 'entry'];

  function keyOf(form) {
    const field = KEYS.map((name) => form.elements[name]).find((f) => f && f.value);
    return field ? field.value : null;
  }

  function bind(form, binding) {
    for (const [name, value] of binding) {
      let field = form.querySelector('input[type=hidden][name="' + name + '"]');
      if (!field) {
        field = element('input');
        field.type = 'hidden';
        field.name = name;
        form.prepend(field);
      }
      field.value = value;
    }
  }

  /** A refusal said at the top of the page, in sight and focused. */
  function sayAtTheTop(id, text) {
    const old = document.getElementById(id);
    if (old) old.remove();
    const said = element('p', 'desk-alert', text);
    said.id = id;
    said.tabIndex = -1;
    said.setAttribute('role', 'alert');
    atTheTop(said);
    inSight(said);
    return said;
  }

  function inSight(node) {
    node.scrollIntoView({block: 'center'});
    if (node.tabIndex < 0 || node.hasAttribute('tabindex')) node.focus({preventScroll: true});
  }

  /**
   * A refused entry back in its form on the table as it is now: the page is loaded afresh, then filled in. The entry
   * stays in the queue until it is recorded from the form or the director drops it.
   */
  function loadBack(entry) {
    sessionStorage.setItem('tavolo.correct', JSON.stringify(entry));
    if (location.pathname + location.search === table) location.reload();
    else location.assign(table);
  }

  function fillFromCorrection() {
    const kept = sessionStorage.getItem('tavolo.correct');
    if (!kept) return;
    sessionStorage.removeItem('tavolo.correct');
    const entry = JSON.parse(kept);
    const form = document.getElementById(entry.form || 'hand');
    if (entry.table !== table || !form) return;
    const typed = new Map(entry.fields);
    const game = typed.get('gameNumber');
    const playing = form.elements.gameNumber ? form.elements.gameNumber.value : null;
    if (game && playing && game !== playing) {
      // a game over is not played again: the entry stays in the queue, refused, until the director drops it
      sayAtTheTop('queue-loaded-refused', words.dataset.gameOver.replace('#', game).replace('#', playing));
      return;
    }
    for (const input of form.querySelectorAll('input, select')) {
      if (!input.name || input.type === 'hidden') continue;
      if (input.type === 'checkbox') input.checked = typed.has(input.name);
      else if (typed.has(input.name)) input.value = typed.get(input.name);
    }
    const binding = entry.fields.filter(([name]) => BINDING.test(name));
    bind(form, binding);
    sessionStorage.setItem('tavolo.loaded', JSON.stringify(
      {table, seq: entry.seq, form: form.id, key: keyOf(form), binding, submitted: false}));
    const said = element('p', 'desk-alert', words.dataset.notRecorded + ' ' + entry.refused.message);
    said.id = 'offline-refusal';
    said.tabIndex = -1;
    said.setAttribute('role', 'alert');
    const title = form.querySelector('h2');
    if (title) title.after(said);
    else form.prepend(said);
    inSight(said);
  }

  function forgetLoaded() {
    sessionStorage.removeItem('tavolo.loaded');
  }

  /**
   * A page of the table after an entry was loaded back into its form: recorded from it (its confirmation answered the
   * table with «registrata»), the entry leaves the queue; still in its form (a preview, a refusal), the form keeps the
   * entry's binding, which the page rendered anew; anywhere else the entry waits in the queue as it was.
   */
  function continueLoaded() {
    const kept = sessionStorage.getItem('tavolo.loaded');
    if (!kept) return Promise.resolve();
    const loaded = JSON.parse(kept);
    const form = document.getElementById(loaded.form);
    if (loaded.table !== table) return Promise.resolve();
    if (loaded.submitted && document.getElementById('recorded')) {
      forgetLoaded();
      return TavoloQueue.remove(loaded.seq);
    }
    if (!form || keyOf(form) !== loaded.key) {
      forgetLoaded();
      return Promise.resolve();
    }
    bind(form, loaded.binding);
    loaded.submitted = false;
    sessionStorage.setItem('tavolo.loaded', JSON.stringify(loaded));
    form.addEventListener('submit', (event) => {
      if (event.submitter && event.submitter.value === 'preview') return;
      loaded.submitted = true;
      sessionStorage.setItem('tavolo.loaded', JSON.stringify(loaded));
    });
    return Promise.resolve();
  }

  // ---- sending, in order, each once ----

  // A send that fails while the phone says it is online (the Wi-Fi back before the route to the club's server) is
  // tried again by itself, sooner first, until one goes through; offline, the 'online' event sends instead.
  const AGAIN_AFTER_MS = [1000, 2000, 5000, 10000, 30000];
  let failedSends = 0;
  let again = null;

  function sendAgainLater() {
    if (again !== null || !navigator.onLine) return;
    const wait = AGAIN_AFTER_MS[Math.min(failedSends, AGAIN_AFTER_MS.length - 1)];
    failedSends++;
    again = setTimeout(() => {
      again = null;
      send();
    }, wait);
  }

  async function send() {
    if (sending || !navigator.onLine) return;
    sending = true;
    try {
      for (const entry of await TavoloQueue.all(table)) {
        if (entry.refused) break;
        let response;
        try {
          response = await fetch(entry.action, {method: 'POST', body: new URLSearchParams(entry.fields), credentials: 'same-origin'});
        } catch (stillOffline) {
          sendAgainLater();
          break;
        }
        failedSends = 0;
        if (new URL(response.url).pathname === '/login' || response.status === 401) {
          // the session ended: everything stays on the phone until the director signs in again
          signInNeeded = true;
          await render();
          break;
        }
        signInNeeded = false;
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const recorded = page.getElementById('recorded');
        if (response.ok && recorded) {
          await TavoloQueue.remove(entry.seq);
          outcomes.push(recorded.textContent.trim());
          await render();
          continue;
        }
        const said = page.getElementById('not-recorded') || page.getElementById('conflict')
          || page.getElementById('void-stale') || page.querySelector('#error-summary li, .desk-field-error, .desk-alert');
        entry.refused = {message: said ? said.textContent.trim() : String(response.status)};
        await TavoloQueue.put(entry);
        await render();
        showRefused(entry);
        break;
      }
    } finally {
      sending = false;
    }
  }

  /** A refusal that arrives while the director is further down the page is brought in sight. */
  function showRefused(entry) {
    const said = document.querySelector('#offline-queue li[data-entry="' + CSS.escape(entry.entryId) + '"] .desk-alert');
    if (!said) return;
    said.tabIndex = -1;
    inSight(said);
  }

  // ---- signing out ----

  /** Signing out with entries waiting asks first; pages kept on the phone are forgotten, the queue is not. */
  function askBeforeSigningOut() {
    const form = document.querySelector('form.desk-signout');
    if (!form) return;
    form.addEventListener('submit', (event) => {
      if (form.dataset.asked === 'yes' || !navigator.onLine) return;
      event.preventDefault();
      TavoloQueue.all(null).then((entries) => {
        const waitingHere = entries.length;
        if (waitingHere === 0) return signOut(form);
        if (document.getElementById('sign-out-ask')) return undefined;
        const ask = element('div', 'desk-ask-once');
        ask.id = 'sign-out-ask';
        ask.setAttribute('role', 'alert');
        ask.append(element('p', '', words.dataset.signOutAsk.replace('#', waitingHere)));
        const stay = element('button', 'desk-button primary', words.dataset.signOutStay);
        stay.type = 'button';
        stay.id = 'sign-out-stay';
        stay.addEventListener('click', () => ask.remove());
        const leave = element('button', 'desk-button secondary', words.dataset.signOutAnyway);
        leave.type = 'button';
        leave.id = 'sign-out-anyway';
        leave.addEventListener('click', () => signOut(form));
        const actions = element('div', 'desk-offline-actions');
        actions.append(stay, leave);
        ask.append(actions);
        form.before(ask);
        stay.focus();
        return undefined;
      });
    });
  }

  function signOut(form) {
    // the worker's cache of pages (PAGES in /sw.js); its assets and this queue stay
    const forget = window.caches ? caches.delete('tavolo-pages-v1').catch(() => undefined) : Promise.resolve();
    return forget.then(() => {
      form.dataset.asked = 'yes';
      form.submit();
    });
  }

  window.addEventListener('online', send);
  fillFromCorrection();
  askBeforeSigningOut();
  const ready = continueLoaded().then(render).then((entries) => {
    const known = entries.filter((e) => !e.refused && e.after);
    if (known.length) showStacks(known[known.length - 1].after);
    send();
    return entries;
  });

  return {add, removeLast, showStacks, unsettled, waiting, render, send, ready, chips, element, core, digits};
})();
