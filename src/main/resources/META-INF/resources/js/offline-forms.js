// Counts, voids, Chinese deals and penalties confirmed without a connection (docs/director-page.md#offline):
// each is checked as far as the phone can (every field filled, a number where a number goes), confirmed once
// more in words (a Chinese deal scored by the poker core in the browser), and queued with its key through TavoloOutbox (offline-send.js), which sends it once back
// online. A count leaves the stacks counted; a void or a penalty leaves stacks the phone cannot compute, so the
// hands and counts after it wait until it is sent. Voiding while entries wait takes the last one out of the
// queue: it was never sent.
(() => {
  const words = document.getElementById('offline-words');
  const outbox = window.TavoloOutbox;
  if (!words || !outbox) return;
  const element = outbox.element;

  const digits = outbox.digits;

  function clear(form) {
    for (const old of form.querySelectorAll('.desk-offline-said, .desk-offline-unsent')) old.remove();
  }

  function say(form, text, id) {
    clear(form);
    const alert = element('p', 'desk-alert desk-offline-said', text);
    if (id) alert.id = id;
    alert.setAttribute('role', 'alert');
    (form.querySelector('.desk-actions') || form).before(alert);
    return alert;
  }

  function fields(form, extra) {
    const data = new FormData(form);
    for (const [name, value] of Object.entries(extra || {})) data.set(name, value);
    return Array.from(data.entries());
  }

  function currentStacks() {
    const stacks = {};
    for (const shown of document.querySelectorAll('#seats li[data-seat] .desk-stack')) {
      stacks[shown.closest('li').dataset.seat] = Number(shown.dataset.stack);
    }
    return stacks;
  }

  /** A section that says what will be kept, with the button that keeps it. */
  function confirmation(form, id, lines, keep, title) {
    clear(form);
    const old = document.getElementById(id);
    if (old) old.remove();
    const section = element('section', 'desk-preview desk-offline-said');
    section.id = id;
    if (title) section.append(element('h2', '', title));
    for (const text of lines) section.append(element('p', '', text));
    section.append(element('p', 'desk-ask', words.dataset.entryAsk));
    const button = element('button', 'desk-button primary', words.dataset.keep);
    button.type = 'button';
    button.id = id + '-keep';
    button.addEventListener('click', () => {
      button.disabled = true;
      keep().then(() => section.remove(), (refused) => {
        button.disabled = false;
        say(form, String(refused && refused.message ? refused.message : refused));
      });
    });
    const actions = element('div', 'desk-offline-actions');
    actions.append(button);
    section.append(actions);
    (form.querySelector('.desk-actions') || form).before(section);
    section.scrollIntoView();
  }

  /** Offline, a press of one of the form's buttons (by value; every button when none is named) is handled here. */
  function offlinePress(form, values, handle) {
    if (!form) return;
    form.addEventListener('click', (event) => {
      const button = event.target.closest('button[type=submit]');
      if (!button || navigator.onLine || (values && !values.includes(button.value))) return;
      event.preventDefault();
      handle(form);
    });
  }

  // ---- a chip count ----

  const count = document.getElementById('count');
  offlinePress(count, ['preview', 'confirm'], (form) => outbox.unsettled().then((unknown) => {
    if (unknown) return say(form, words.dataset.waitForQueue);
    const counted = {};
    const expected = {};
    for (const input of form.querySelectorAll('input[name^="count-"]')) {
      const seat = input.name.slice('count-'.length);
      const n = digits(input.value);
      if (n === null) return say(form, words.dataset.countIncomplete);
      counted[seat] = n;
      expected[seat] = Number(form.elements['expected-' + seat].value);
    }
    if (!form.elements.reason.value.trim()) return say(form, words.dataset.reasonNeeded);
    const sum = (m) => Object.values(m).reduce((a, b) => a + b, 0);
    const lines = [words.dataset.countTitle,
      words.dataset.expected + ': ' + outbox.chips(sum(expected)),
      words.dataset.counted + ': ' + outbox.chips(sum(counted))];
    return confirmation(form, 'offline-count-preview', lines, () => outbox.add({
      kind: 'count', form: 'count', key: form.elements.countId.value, action: form.getAttribute('action'),
      fields: fields(form, {action: 'confirm'}), stacks: expected, after: counted,
    }).then(() => {
      form.reset();
      form.elements.countId.value = crypto.randomUUID();
    }));
  }));

  // ---- a penalty ----

  const penalty = document.getElementById('penalty');
  offlinePress(penalty, null, (form) => {
    if (!form.elements.seat.value) return say(form, words.dataset.penaltySeatNeeded);
    // the kinds sent without chips, as the select lists them (data-no-chips, rendered from the kinds themselves)
    const noChips = (form.elements.to.dataset.noChips || '').split(' ').includes(form.elements.to.value);
    if (!(noChips && !form.elements.chips.value.trim()) && digits(form.elements.chips.value) === null) {
      return say(form, words.dataset.penaltyChipsNeeded);
    }
    if (!form.elements.reason.value.trim()) return say(form, words.dataset.penaltyReasonNeeded);
    const seat = form.elements.seat;
    const lines = [seat.options[seat.selectedIndex].textContent + ' · ' + (form.elements.chips.value || '0')
      + ' · ' + form.elements.to.options[form.elements.to.selectedIndex].textContent];
    return confirmation(form, 'offline-penalty-preview', lines, () => outbox.add({
      kind: 'penalty', form: 'penalty', key: form.elements.entryId.value, action: form.getAttribute('action'),
      fields: fields(form), stacks: currentStacks(), after: null,
    }).then(() => {
      form.reset();
      form.elements.entryId.value = crypto.randomUUID();
    }));
  });

  // ---- a Chinese deal ----

  // The deal typed, scored by the poker core compiled for the browser with the tournament's token set and rule (the
  // form's data-rules), as the service scores it: its refusals in the page's words, else who takes each row's
  // tokens and each player's points in this deal. The tokens over the match are checked by the service on arrival.
  const chinese = document.getElementById('chinese');
  const chineseRules = chinese && chinese.dataset.rules ? JSON.parse(chinese.dataset.rules) : null;
  const ROWS = ['first', 'second', 'third'];

  function dealToScore(form) {
    const players = [];
    for (const [seat, name] of Object.entries(chineseRules.players)) {
      const player = {player: name, tokens: []};
      for (const row of ROWS) {
        player[row] = form.elements['cn-' + seat + '-' + row].value.trim();
        const token = digits(form.elements['tok-' + seat + '-' + row].value);
        player.tokens.push(token === null ? -1 : token);
      }
      players.push(player);
    }
    return {players, tokenSet: chineseRules.tokenSet, rule: chineseRules.rule,
      words: {language: (document.documentElement.lang || 'it').startsWith('it') ? 'it' : 'en', texts: chineseRules.problems}};
  }

  function scoredLines(form, scored) {
    const lines = [];
    for (const row of scored.rows) {
      const takers = Object.entries(row.collected || {}).filter(([, n]) => n > 0)
        .map(([name, n]) => name + ' ' + words.dataset.dealTakes + ' ' + n);
      lines.push((form.dataset['row' + row.row.charAt(0).toUpperCase() + row.row.slice(1)] || row.row) + ': '
        + (takers.length ? takers.join(', ') : '\u2014'));
    }
    for (const [name, points] of Object.entries(scored.collected)) {
      lines.push(name + ': ' + points + ' ' + words.dataset.dealPoints);
    }
    return lines;
  }

  offlinePress(chinese, ['preview', 'confirm'], (form) => {
    if (!chineseRules) return say(form, words.dataset.noCore);
    for (const row of form.querySelectorAll('input.desk-card-text[data-cards]')) {
      const typed = row.value.trim().split(/[\s,;]+/).filter((w) => w);
      if (typed.length !== Number(row.dataset.cards)) return say(form, words.dataset.dealIncomplete);
    }
    return outbox.core().then(() => {
      const scored = window.scoreChineseDeal(dealToScore(form));
      if (scored.refusal) return say(form, words.dataset.refused + ' ' + scored.refusal.message, 'offline-deal-refusal');
      const deal = Number(form.elements.deal.value);
      return confirmation(form, 'offline-deal-preview', [words.dataset.dealNote, ...scoredLines(form, scored)], () => outbox.add({
        kind: 'deal', form: 'chinese', key: form.elements.entryId.value + '-' + deal, number: deal,
        action: form.getAttribute('action'), fields: fields(form, {action: 'confirm'}), stacks: {}, after: {},
      }).then(() => {
        form.reset();
        for (const input of form.querySelectorAll('input.desk-card-text, input.desk-token-field')) {
          input.value = '';
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        form.elements.entryId.value = crypto.randomUUID();
        form.elements.deal.value = deal + 1;
        const title = form.querySelector('h2');
        if (title) title.textContent = title.textContent.replace(String(deal), String(deal + 1));
      }), words.dataset.title);
    }, () => say(form, words.dataset.noCore));
  });

  // ---- a void ----

  const voiding = document.getElementById('void');
  let waitingNow = 0;
  if (voiding) {
    const said = voiding.querySelector('p');
    const recorded = said ? said.textContent : '';
    const show = (entries) => {
      waitingNow = entries.filter((e) => !e.refused).length;
      if (said) said.textContent = waitingNow > 0 ? words.dataset.voidQueued : recorded;
    };
    document.addEventListener('tavolo:queue', (event) => show(event.detail));
    outbox.waiting().then(show);
    voiding.addEventListener('submit', (event) => {
      if (waitingNow > 0) {
        // the last entry is still on the phone: voiding it takes it out of the queue, never sent
        event.preventDefault();
        outbox.removeLast().then(() => say(voiding, words.dataset.removed, 'void-queued'));
        return;
      }
      if (navigator.onLine) return;
      event.preventDefault();
      if (!voiding.elements.reason.value.trim()) return say(voiding, words.dataset.voidReasonNeeded);
      const entry = voiding.elements.entry.value;
      outbox.add({
        kind: 'void', form: 'void', key: 'void-' + entry, action: voiding.getAttribute('action'),
        fields: fields(voiding), stacks: currentStacks(), after: null,
      }).then(() => {
        voiding.hidden = true;
      }, () => say(voiding, words.dataset.voidQueued));
    });
  }
})();
