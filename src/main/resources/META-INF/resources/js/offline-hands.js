// Hands entered without a connection (docs/director-page.md#offline). Offline, "Anteprima" settles the hand
// typed in the form with the poker core compiled for the browser (/js/poker.js, the same code the service
// settles with) and offers to confirm it; a confirmed hand is queued on the phone (TavoloQueue) with its key
// and the stacks it was entered against (TavoloOutbox, offline-send.js, which sends the queue once back online),
// and the page goes on from the stacks the preview left.
(() => {
  const form = document.getElementById('hand');
  const words = document.getElementById('offline-words');
  if (!form || !words || !form.dataset.rules || !window.TavoloOutbox) return;
  const rules = JSON.parse(form.dataset.rules);
  const italian = (document.documentElement.lang || 'it').startsWith('it');

  const offline = () => !navigator.onLine;

  const {element, chips} = TavoloOutbox;

  function nameAt(seat) {
    const name = document.querySelector('#seats li[data-seat="' + seat + '"] .desk-name');
    return name ? name.textContent.trim() : String(seat);
  }

  // ---- the hand typed in the form, as the core takes it (the page's HandForm and TypedCards, in the browser) ----

  function number(typed, field) {
    const n = TavoloOutbox.digits(typed);
    if (n === null) throw {refusal: {type: 'not-a-number', message: words.dataset.notANumber, field}};
    return n;
  }

  // The hand with the table as the service has it (data-rules: the seats' stacks from the form, the rest from the
  // page), so the core applies the table's rules the service records the hand with, and the words of its refusals in
  // the page's language. A folded seat with nothing typed put in what it had to post: the core knows the blinds.
  function handToSettle() {
    const data = new FormData(form);
    const players = [];
    const stacks = {};
    const nobody = data.get('opened') === 'false';
    for (const seat of rules.seats) {
      stacks[seat] = number(data.get('stack-' + seat), 'stack-' + seat);
      if (!data.has('in-' + seat)) continue;
      if (nobody) {
        players.push({seat, folded: false, contributed: 0, stack: stacks[seat]});
        continue;
      }
      const folded = data.has('fold-' + seat);
      const put = (data.get('put-' + seat) || '').trim();
      const player = {seat, folded, stack: stacks[seat]};
      if (!folded || put !== '') player.contributed = number(put, 'put-' + seat);
      else if (!rules.table) player.contributed = 0;
      // cards go to the core as typed (10♥, ah, Kd): it reads them with poker.cards.TypedCards, as the server does
      const typed = (data.get('cards-' + seat) || '').trim();
      if (typed) player.cards = typed;
      players.push(player);
    }
    const {table, problems, ...settling} = rules;
    const hand = Object.assign({}, settling, {button: number(data.get('button'), 'button'), players,
      words: {language: italian ? 'it' : 'en', texts: problems || {}}});
    if (table) hand.table = Object.assign({}, table, {stacks});
    const board = (data.get('board') || '').trim();
    if (board) hand.board = board;
    return Object.assign(hand, opening(data, nobody));
  }

  // How the hand was opened, as the page's HandOpening reads it: nobody opened, the opener (a blind's amount left
  // out is the core's to say), the parol.
  function opening(data, nobody) {
    if (nobody) return {opened: false};
    const said = {};
    const seat = (data.get('opener') || '').trim();
    const kind = (data.get('opener-kind') || '').trim();
    if (seat || kind) {
      if (!seat) throw {refusal: {type: 'opener-unclear', message: words.dataset.openerUnclear, field: 'opener'}};
      said.opener = {seat: number(seat, 'opener'), kind: kind || 'OPEN'};
      const amount = (data.get('opener-amount') || '').trim();
      if (amount !== '') said.opener.amount = number(amount, 'opener-amount');
    }
    if (data.has('parol')) said.parol = true;
    return said;
  }

  const pokerCore = TavoloOutbox.core;

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

  // The core names the pots "main", "side 1", …; the page says them in its words (piatto principale, laterale 1).
  function potName(name) {
    const side = /^side (\d+)$/.exec(String(name));
    return side ? words.dataset.sidePot + ' ' + side[1] : words.dataset.mainPot;
  }

  // «Restituito ad Andrea», «a Bruno»: «ad» before a name beginning with «a», as the page layer's Elision says.
  function returnedTo(name) {
    const ad = String(name).trim().normalize('NFD').charAt(0).toLowerCase() === 'a';
    return (ad ? words.dataset.returnedAd : words.dataset.returned) + ' ' + name;
  }

  // The preview of the hand as the service will record it: pots, chips returned, and every stack after the hand,
  // the carried pot's payout included. Confirmed, the table goes on from what the hand left: its carried pot and
  // its next minimum opening.
  function showPreview(hand, settled) {
    const section = element('section', 'desk-preview');
    section.id = 'offline-preview';
    section.append(element('h2', '', words.dataset.title));
    if (hand.opened === false) section.append(element('p', 'desk-ask', words.dataset.nobody));
    if (hand.parol) section.append(element('p', 'desk-ask', words.dataset.parol));
    section.append(element('h3', '', words.dataset.pots));
    const pots = element('ul', 'desk-pots');
    for (const pot of settled.pots) {
      const li = element('li', 'desk-pot');
      li.append(element('strong', '', potName(pot.name) + ': ' + chips(pot.amount)));
      for (const [seat, won] of Object.entries(pot.shares || {})) {
        li.append(element('br'), document.createTextNode(nameAt(seat) + ' (' + seat + '): ' + chips(won)));
      }
      pots.append(li);
    }
    section.append(pots);
    for (const [seat, dead] of Object.entries(settled.deadAnte || {})) {
      section.append(element('p', 'desk-dead-ante', words.dataset.deadAnte + ' ' + nameAt(seat) + ': ' + chips(dead)));
    }
    for (const [seat, back] of Object.entries(settled.returned || {})) {
      if (back > 0) section.append(element('p', '', returnedTo(nameAt(seat)) + ': ' + chips(back)));
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
    const actions = element('div', 'desk-offline-actions');
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
    TavoloOutbox.add({kind: 'hand', form: 'hand', key: data.get('entryId'), action: form.getAttribute('action'),
      fields: Array.from(data.entries()), stacks, after: Object.assign({}, stacks, after)}).then(() => {
      clearPreview();
      const nobody = document.getElementById('offline-nobody');
      if (nobody) nobody.remove();
      form.reset();
      form.elements.entryId.value = crypto.randomUUID();
    });
  }

  /** «Nessuno apre» offline: the hand is previewed, and queued, as one nobody opened (opened=false). */
  function nobodyOpens() {
    if (!form.querySelector('input[name=opened]')) {
      const opened = document.createElement('input');
      opened.type = 'hidden';
      opened.name = 'opened';
      opened.value = 'false';
      opened.id = 'offline-nobody';
      form.append(opened);
    }
  }

  /** After a void or a penalty waiting to be sent, the phone does not know the stacks: the hand waits too. */
  function waitForTheQueue() {
    clearPreview();
    const alert = element('p', 'desk-alert', words.dataset.waitForQueue);
    alert.id = 'offline-refusal';
    alert.setAttribute('role', 'alert');
    beside(alert);
  }

  form.addEventListener('click', (event) => {
    const button = event.target.closest('button[name=action][value=preview], button[name=opened][value=false]');
    if (!button || !offline()) return;
    event.preventDefault();
    if (button.name === 'opened') nobodyOpens();
    else if (document.getElementById('offline-nobody')) document.getElementById('offline-nobody').remove();
    TavoloOutbox.unsettled().then((unknown) => (unknown ? waitForTheQueue() : preview()));
  });
})();
