// The card grid: one tap puts a card in the next empty place of the selected seat (or board, or
// Chinese poker hand), the cards already used are greyed, one tap undoes the last card or token. A
// tapped Chinese token goes on the seat's first hand without one; a proposed order of the hands is
// applied only when tapped. The grid only writes the text fields (`cards-3`, `board`, `cn-3-first`,
// `tok-3-first`), which are what the form sends: without this file the cards are typed.
(() => {
  const SUITS = { '\u2660': 's', '\u2665': 'h', '\u2666': 'd', '\u2663': 'c' };
  const code = (word) => {
    let w = word;
    for (const [glyph, letter] of Object.entries(SUITS)) w = w.replace(glyph, letter);
    if (w.length < 2) return word;
    let rank = w.slice(0, -1).toUpperCase();
    if (rank === '10') rank = 'T';
    return rank + w.slice(-1).toLowerCase();
  };
  const words = (field) => field.value.trim().split(/[\s,;]+/).filter(Boolean);
  const KEY = 'tavolo.fourColours';

  function start() {
    const grid = document.getElementById('card-grid');
    if (!grid) return;
    const form = grid.closest('form');
    const label = document.getElementById('card-grid-target');
    const fields = () => Array.from(form.querySelectorAll('input[data-cards]'));
    const live = (field) => {
      const box = field.closest('fieldset');
      const inHand = box.querySelector('input[name^="in-"]');
      const folded = box.querySelector('input[name^="fold-"]');
      return (!inHand || inHand.checked) && (!folded || !folded.checked);
    };
    const full = (field) => words(field).length >= Number(field.dataset.cards);
    const history = [];
    let selected = null;
    const changed = (field) => field.dispatchEvent(new Event('change', { bubbles: true }));

    const next = (from) => {
      const all = fields();
      const start = Math.max(0, all.indexOf(from));
      for (let i = 0; i < all.length; i++) {
        const f = all[(start + i) % all.length];
        if (live(f) && !full(f)) return f;
      }
      return null;
    };

    // With no place left to fill (every seat in the hand has its cards), the grid folds to its bar: the
    // instruction and the undo stay; tapping a seat unfolds it (docs/director-page.md#a-short-page).
    function select(field) {
      selected = field;
      grid.classList.toggle('is-complete', !field);
      const box = field && field.closest('fieldset');
      for (const f of fields()) {
        f.classList.toggle('is-target', f === field);
        f.closest('fieldset').classList.toggle('is-target', f.closest('fieldset') === box);
      }
      label.textContent = field
        ? '\u2192 ' + (field.dataset.label
          || field.closest('fieldset').querySelector('legend').firstChild.textContent.trim())
          + ' (' + words(field).length + '/' + field.dataset.cards + ')'
        : grid.getAttribute('aria-label');
    }

    function refresh() {
      const used = new Set(fields().flatMap((f) => words(f).map(code)));
      for (const button of grid.querySelectorAll('[data-card]')) {
        button.disabled = used.has(button.dataset.card);
      }
      if (!selected || !live(selected) || full(selected)) select(next(selected));
      else select(selected);
    }

    grid.addEventListener('click', (event) => {
      const card = event.target.closest('[data-card]');
      if (card && !card.disabled) {
        let target = selected && live(selected) && !full(selected) ? selected : next(selected);
        if (!target) return;
        target.value = [...words(target), card.dataset.card].join(' ');
        history.push(target);
        const filled = target;
        if (full(target)) target = next(target) || target;
        selected = target;
        refresh();
        changed(filled);
        const last = lastRow();
        if (last) {
          last.value = [...words(last), ...last.dataset.left.split(' ')].join(' ');
          delete last.dataset.left;
          history.push(last);
          refresh();
          changed(last);
        }
      } else if (event.target.closest('[data-undo]')) {
        const last = history.pop() || fields().reverse().find((f) => words(f).length);
        if (!last) return;
        last.value = 'tokenRow' in last.dataset ? '' : words(last).slice(0, -1).join(' ');
        if (!('tokenRow' in last.dataset)) selected = last;
        refresh();
        changed(last);
      }
    });

    // At a Chinese table the deck is dealt out: when the cards left are just those one hand still
    // lacks, they are that hand's.
    const lastRow = () => {
      if (form.id !== 'chinese') return null;
      const open = fields().filter((f) => !full(f));
      if (open.length !== 1) return null;
      const left = Array.from(grid.querySelectorAll('[data-card]:not(:disabled)')).map((b) => b.dataset.card);
      if (left.length !== Number(open[0].dataset.cards) - words(open[0]).length) return null;
      open[0].dataset.left = left.join(' ');
      return open[0];
    };

    // Tokens typed together in one hand's field ("433") go one to each of the seat's hands from there.
    form.addEventListener('input', (event) => {
      const field = event.target.closest('input[data-token-row]');
      if (!field) return;
      const digits = field.value.replace(/\D/g, '');
      const rows = Array.from(field.closest('fieldset').querySelectorAll('input[data-token-row]'));
      const from = rows.indexOf(field);
      if (digits.length < 2 || digits.length > rows.length - from) return;
      digits.split('').forEach((d, i) => { rows[from + i].value = d; });
    });

    // A Chinese token goes on the seat's first hand without one.
    const token = (button) => {
      const row = Array.from(button.closest('fieldset').querySelectorAll('input[data-token-row]'))
        .find((f) => !f.value.trim());
      if (!row) return;
      row.value = button.dataset.token;
      history.push(row);
      changed(row);
    };

    // The proposed order of a Chinese seat's hands, applied when the director taps it.
    const reorder = (button) => {
      const seat = button.dataset.seat;
      const rows = ['first', 'second', 'third'].map((r) => form.querySelector('#cn-' + seat + '-' + r));
      const from = button.dataset.reorder.split('.').map((r) => form.querySelector('#cn-' + seat + '-' + r).value);
      rows.forEach((f, i) => { f.value = from[i]; });
      history.length = 0;
      refresh();
      changed(rows[0]);
    };

    form.addEventListener('click', (event) => {
      if (grid.contains(event.target)) return;
      const tokenButton = event.target.closest('[data-token]');
      if (tokenButton) { token(tokenButton); return; }
      const reorderButton = event.target.closest('[data-reorder]');
      if (reorderButton) { event.preventDefault(); reorder(reorderButton); return; }
      const box = event.target.closest('fieldset');
      if (!box || event.target.closest('button, input[type=checkbox], label.desk-check, input[data-token-row]')) return;
      const own = Array.from(box.querySelectorAll('input[data-cards]'));
      const field = event.target.closest('input[data-cards]') || own.find((f) => !full(f)) || own[0];
      if (field) select(field);
    });
    form.addEventListener('input', refresh);
    form.addEventListener('change', refresh);

    const four = grid.querySelector('[data-four-colours]');
    const paint = () => grid.classList.toggle('four-colours', four.checked);
    try { four.checked = localStorage.getItem(KEY) === '1'; } catch (e) { /* no storage: two colours */ }
    four.addEventListener('change', () => {
      try { localStorage.setItem(KEY, four.checked ? '1' : '0'); } catch (e) { /* kept for this page only */ }
      paint();
    });
    paint();
    grid.hidden = false;
    refresh();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
