// Counts, voids, Chinese deals and penalties confirmed without a connection (docs/director-page.md#offline):
// each is checked as far as the phone can (every field filled, a number where a number goes), confirmed once
// more in words, and queued with its key through TavoloOutbox (offline-send.js), which sends it once back
// online. A count leaves the stacks counted; a void or a penalty leaves stacks the phone cannot compute, so the
// hands and counts after it wait until it is sent. Voiding while entries wait takes the last one out of the
// queue: it was never sent.
(() => {
  const words = document.getElementById('offline-words');
  const outbox = window.TavoloOutbox;
  if (!words || !outbox) return;
  const element = outbox.element;

  function digits(typed) {
    const d = (typed || '').replace(/[\s.,\u202F]/g, '');
    return /^\d{1,15}$/.test(d) ? Number(d) : null;
  }

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
  function confirmation(form, id, lines, keep) {
    clear(form);
    const old = document.getElementById(id);
    if (old) old.remove();
    const section = element('section', 'desk-preview desk-offline-said');
    section.id = id;
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
    const skip = form.elements.to.value === 'SKIP_HAND';
    if (!(skip && !form.elements.chips.value.trim()) && digits(form.elements.chips.value) === null) {
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

  const chinese = document.getElementById('chinese');
  offlinePress(chinese, ['preview', 'confirm'], (form) => {
    for (const row of form.querySelectorAll('input.desk-card-text[data-cards]')) {
      const typed = row.value.trim().split(/[\s,;]+/).filter((w) => w);
      if (typed.length !== Number(row.dataset.cards)) return say(form, words.dataset.dealIncomplete);
    }
    const deal = Number(form.elements.deal.value);
    const lines = [words.dataset.dealNote];
    return confirmation(form, 'offline-deal-preview', lines, () => outbox.add({
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
    }));
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
