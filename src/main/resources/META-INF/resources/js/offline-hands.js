// Hands entered without a connection (docs/director-page.md#offline). Offline, "Anteprima" settles the hand
// typed in the form with the poker core compiled for the browser (/js/poker.js, the same code the service
// settles with) and offers to confirm it; a confirmed hand is queued on the phone (TavoloQueue) with its key
// and the stacks it was entered against, and the page goes on from the stacks the preview left. Back online,
// the queue is sent in order through the page's own form address, each hand once (the service records a key
// once and refuses a hand against stacks that changed); it stops at the first refusal, which stays on the
// phone with the service's words until the director loads it back into the form.
(() => {
  const form = document.getElementById('hand');
  const words = document.getElementById('offline-words');
  if (!form || !words || !form.dataset.rules || !window.TavoloQueue) return;
  const rules = JSON.parse(form.dataset.rules);
  const table = location.pathname;
  const italian = (document.documentElement.lang || 'it').startsWith('it');
  const outcomes = [];
  let sending = false;

  const offline = () => !navigator.onLine;

  function element(tag, className, text) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function chips(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, italian ? '\u202F' : ',');
  }

  function nameAt(seat) {
    const name = document.querySelector('#seats li[data-seat="' + seat + '"] .desk-name');
    return name ? name.textContent.trim() : String(seat);
  }

  // ---- the hand typed in the form, as the core takes it (the page's HandForm and TypedCards, in the browser) ----

  const SUITS = {'\u2660': 's', '\u2665': 'h', '\u2666': 'd', '\u2663': 'c', '\u2664': 's', '\u2661': 'h', '\u2662': 'd', '\u2667': 'c'};

  function card(word) {
    const w = word.replace(/[\u2660-\u2667]/g, (g) => SUITS[g] || g);
    if (w.length < 2) return word;
    let rank = w.slice(0, -1).toUpperCase();
    const suit = w.slice(-1).toLowerCase();
    if (rank === '10') rank = 'T';
    return /^[2-9TJQKA]$/.test(rank) && /^[shdc]$/.test(suit) ? rank + suit : word;
  }

  function cards(typed) {
    return (typed || '').trim().split(/[\s,;]+/).filter((w) => w).map(card).join(' ');
  }

  function number(typed, field) {
    const digits = (typed || '').replace(/[\s.,\u202F]/g, '');
    if (!/^\d{1,15}$/.test(digits)) throw {refusal: {type: 'not-a-number', message: words.dataset.notANumber, field}};
    return Number(digits);
  }

  // The hand with the table as the service has it (data-rules: the seats' stacks from the form, the rest from the
  // page), so the core applies the table's rules the service records the hand with, and the words of its refusals in
  // the page's language. A folded seat with nothing typed put in what it had to post: the core knows the blinds.
  function handToSettle() {
    const data = new FormData(form);
    const players = [];
    const stacks = {};
    for (const seat of rules.seats) {
      stacks[seat] = number(data.get('stack-' + seat), 'stack-' + seat);
      if (!data.has('in-' + seat)) continue;
      const folded = data.has('fold-' + seat);
      const put = (data.get('put-' + seat) || '').trim();
      const player = {seat, folded, stack: stacks[seat]};
      if (!folded || put !== '') player.contributed = number(put, 'put-' + seat);
      else if (!rules.table) player.contributed = 0;
      const typed = cards(data.get('cards-' + seat));
      if (typed) player.cards = typed;
      players.push(player);
    }
    const {table, problems, ...settling} = rules;
    const hand = Object.assign({}, settling, {button: number(data.get('button'), 'button'), players,
      words: {language: italian ? 'it' : 'en', texts: problems || {}}});
    if (table) hand.table = Object.assign({}, table, {stacks});
    const board = cards(data.get('board'));
    if (board) hand.board = board;
    return hand;
  }

  function pokerCore() {
    if (typeof window.settleHand === 'function') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/js/poker.js';
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }

  // ---- the preview and the confirmation, offline ----

  function clearPreview() {
    for (const id of ['offline-preview', 'offline-refusal', 'preview']) {
      const old = document.getElementById(id);
      if (old) old.remove();
    }
  }

  function beside(node) {
    form.querySelector('.desk-actions').before(node);
  }

  function refuse(refusal) {
    const alert = element('p', 'desk-alert', words.dataset.refused + ' ' + refusal.message);
    alert.id = 'offline-refusal';
    alert.dataset.type = refusal.type || '';
    alert.setAttribute('role', 'alert');
    beside(alert);
  }

  function preview() {
    clearPreview();
    let hand;
    try {
      hand = handToSettle();
    } catch (e) {
      if (e && e.refusal) return refuse(e.refusal);
      throw e;
    }
    pokerCore().then(() => {
      const settled = window.settleHand(hand);
      if (settled.refusal) return refuse(settled.refusal);
      showPreview(hand, settled);
    }).catch(() => refuse({message: words.dataset.noCore}));
  }

  // The preview of the hand as the service will record it: pots, chips returned, and every stack after the hand,
  // the carried pot's payout included. Confirmed, the table goes on from what the hand left: its carried pot and
  // its next minimum opening.
  function showPreview(hand, settled) {
    const section = element('section', 'desk-preview');
    section.id = 'offline-preview';
    section.append(element('h2', '', words.dataset.title));
    section.append(element('h3', '', words.dataset.pots));
    const pots = element('ul', 'desk-pots');
    for (const pot of settled.pots) {
      const li = element('li', 'desk-pot');
      li.append(element('strong', '', chips(pot.amount)));
      for (const [seat, won] of Object.entries(pot.shares || {})) {
        li.append(element('br'), document.createTextNode(nameAt(seat) + ' (' + seat + '): ' + chips(won)));
      }
      pots.append(li);
    }
    section.append(pots);
    for (const [seat, back] of Object.entries(settled.returned || {})) {
      if (back > 0) section.append(element('p', '', words.dataset.returned + ' ' + nameAt(seat) + ': ' + chips(back)));
    }
    section.append(element('h3', '', words.dataset.stacks));
    const stacks = element('ul', 'desk-new-stacks');
    const before = hand.table ? hand.table.stacks : Object.fromEntries(hand.players.map((p) => [p.seat, p.stack]));
    for (const [seat, after] of Object.entries(settled.stacks)) {
      const li = element('li', '', nameAt(seat) + ': ' + chips(before[seat]) + ' \u2192 ' + chips(after));
      li.dataset.seat = seat;
      stacks.append(li);
    }
    section.append(stacks);
    section.append(element('p', 'desk-ask', words.dataset.ask));
    const confirm = element('button', 'desk-button primary', words.dataset.confirm);
    confirm.type = 'button';
    confirm.id = 'offline-confirm';
    confirm.addEventListener('click', () => {
      if (rules.table && settled.carried) rules.table.carried = {parol: settled.carried.parol, penalties: settled.carried.penalties};
      if (rules.table && settled.opening) rules.table.opening = settled.opening.next;
      queue(settled.stacks);
    });
    const actions = element('div', 'desk-actions');
    actions.append(confirm);
    section.append(actions);
    beside(section);
    section.scrollIntoView();
  }

  function queue(after) {
    const data = new FormData(form);
    data.set('action', 'confirm');
    const stacks = {};
    for (const seat of rules.seats) stacks[seat] = Number(data.get('stack-' + seat));
    const entry = {table, action: form.getAttribute('action'), entryId: data.get('entryId'), fields: Array.from(data.entries()),
      stacks, after: Object.assign({}, stacks, after), confirmedAt: Date.now(), refused: false};
    TavoloQueue.add(entry).then(() => {
      clearPreview();
      form.reset();
      form.elements.entryId.value = crypto.randomUUID();
      showStacks(entry.after);
      return render();
    });
  }

  /** The stacks the next hand is entered against: in the form's hidden fields and on the seats shown. */
  function showStacks(stacks) {
    for (const [seat, stack] of Object.entries(stacks)) {
      const field = form.elements['stack-' + seat];
      if (!field) continue;
      // the seat's "all in" button fills its stack
      for (const fill of form.querySelectorAll('[data-fill="put-' + seat + '"][data-value="' + field.value + '"]')) {
        fill.dataset.value = stack;
      }
      field.value = stack;
      const legend = form.querySelector('#player-' + seat + ' .desk-legend-stack');
      if (legend) legend.textContent = chips(stack);
      const shown = document.querySelector('#seats li[data-seat="' + seat + '"] .desk-stack');
      if (shown) {
        shown.dataset.stack = stack;
        shown.textContent = chips(stack);
      }
    }
  }

  // ---- the queue on the page ----

  function panel() {
    let section = document.getElementById('offline-queue');
    if (!section) {
      section = element('section', 'desk-queue');
      section.id = 'offline-queue';
      section.setAttribute('aria-live', 'polite');
      document.getElementById('seats').before(section);
    }
    return section;
  }

  function render() {
    return TavoloQueue.all(table).then((entries) => {
      const section = panel();
      section.replaceChildren();
      section.hidden = entries.length === 0 && outcomes.length === 0;
      const waiting = entries.length;
      if (waiting > 0) {
        const count = element('p', 'desk-queue-count', words.dataset.waiting + ' (' + waiting + ')');
        count.id = 'queue-count';
        section.append(count);
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
      return entries;
    });
  }

  function line(entry, last) {
    const li = element('li', entry.refused ? 'desk-queue-refused' : '');
    li.dataset.entry = entry.entryId;
    const at = new Date(entry.confirmedAt).toLocaleTimeString(document.documentElement.lang || undefined,
      {hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});
    li.append(element('span', '', words.dataset.entry + ' · ' + at));
    if (entry.refused) {
      const said = element('p', 'desk-alert', words.dataset.notRecorded + ' ' + entry.refused.message);
      said.setAttribute('role', 'alert');
      li.append(said);
      const correct = element('button', 'desk-chip', words.dataset.correct);
      correct.type = 'button';
      correct.addEventListener('click', () => loadBack(entry));
      li.append(correct);
    } else if (last) {
      const remove = element('button', 'desk-chip', words.dataset.remove);
      remove.type = 'button';
      remove.addEventListener('click', () => TavoloQueue.remove(entry.seq).then(() => {
        showStacks(entry.stacks);
        return render();
      }));
      li.append(remove);
    }
    return li;
  }

  /** A refused entry back in the form of the table as it is now: the page is loaded afresh, then filled in. */
  function loadBack(entry) {
    sessionStorage.setItem('tavolo.correct', JSON.stringify(entry));
    TavoloQueue.remove(entry.seq).then(() => {
      if (location.pathname + location.search === table) location.reload();
      else location.assign(table);
    });
  }

  function fillFromCorrection() {
    const kept = sessionStorage.getItem('tavolo.correct');
    if (!kept) return;
    sessionStorage.removeItem('tavolo.correct');
    const entry = JSON.parse(kept);
    if (entry.table !== table) return;
    const typed = new Map(entry.fields);
    for (const input of form.querySelectorAll('input, select')) {
      if (!input.name || input.type === 'hidden') continue;
      if (input.type === 'checkbox') input.checked = typed.has(input.name);
      else if (typed.has(input.name)) input.value = typed.get(input.name);
    }
    const said = element('p', 'desk-alert', words.dataset.notRecorded + ' ' + entry.refused.message);
    said.id = 'offline-refusal';
    said.setAttribute('role', 'alert');
    beside(said);
  }

  // ---- sending, in order, each once ----

  async function send() {
    if (sending || offline()) return;
    sending = true;
    try {
      for (const entry of await TavoloQueue.all(table)) {
        if (entry.refused) break;
        let response;
        try {
          response = await fetch(entry.action, {method: 'POST', body: new URLSearchParams(entry.fields), credentials: 'same-origin'});
        } catch (stillOffline) {
          break;
        }
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const recorded = page.getElementById('recorded');
        if (response.ok && recorded) {
          await TavoloQueue.remove(entry.seq);
          outcomes.push(recorded.textContent.trim());
          await render();
          continue;
        }
        if (new URL(response.url).pathname === '/login') break;
        const said = page.getElementById('conflict') || page.querySelector('#error-summary li, .desk-field-error, .desk-alert');
        entry.refused = {message: said ? said.textContent.trim() : String(response.status)};
        await TavoloQueue.put(entry);
        await render();
        break;
      }
    } finally {
      sending = false;
    }
  }

  form.addEventListener('click', (event) => {
    const button = event.target.closest('button[name=action][value=preview]');
    if (!button || !offline()) return;
    event.preventDefault();
    preview();
  });
  window.addEventListener('online', send);
  fillFromCorrection();
  render().then((entries) => {
    const waiting = entries.filter((e) => !e.refused);
    if (waiting.length) showStacks(waiting[waiting.length - 1].after);
    send();
  });
})();
