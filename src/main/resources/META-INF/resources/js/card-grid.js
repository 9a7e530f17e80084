// The card grid: one tap puts a card in the next empty place of the selected seat (or board), the
// cards already used are greyed, one tap undoes the last card. The grid only writes the text fields
// (`cards-3`, `board`), which are what the form sends: without this file the cards are typed.
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

    const next = (from) => {
      const all = fields();
      const start = Math.max(0, all.indexOf(from));
      for (let i = 0; i < all.length; i++) {
        const f = all[(start + i) % all.length];
        if (live(f) && !full(f)) return f;
      }
      return null;
    };

    function select(field) {
      selected = field;
      for (const f of fields()) f.closest('fieldset').classList.toggle('is-target', f === field);
      label.textContent = field
        ? '\u2192 ' + field.closest('fieldset').querySelector('legend').firstChild.textContent.trim()
          + ' (' + words(field).length + '/' + field.dataset.cards + ')'
        : grid.getAttribute('aria-label');
    }

    function refresh() {
      const used = new Set(fields().flatMap((f) => words(f).map(code)));
      for (const button of grid.querySelectorAll('[data-card]')) {
        button.disabled = used.has(button.dataset.card);
      }
      if (!selected || !live(selected)) select(next(selected));
      else select(selected);
    }

    grid.addEventListener('click', (event) => {
      const card = event.target.closest('[data-card]');
      if (card && !card.disabled) {
        let target = selected && live(selected) && !full(selected) ? selected : next(selected);
        if (!target) return;
        target.value = [...words(target), card.dataset.card].join(' ');
        history.push(target);
        if (full(target)) target = next(target) || target;
        selected = target;
        refresh();
      } else if (event.target.closest('[data-undo]')) {
        const last = history.pop() || fields().reverse().find((f) => words(f).length);
        if (!last) return;
        last.value = words(last).slice(0, -1).join(' ');
        selected = last;
        refresh();
      }
    });

    form.addEventListener('click', (event) => {
      if (grid.contains(event.target)) return;
      const box = event.target.closest('fieldset');
      if (!box || event.target.closest('button, input[type=checkbox], label.desk-check')) return;
      const field = box.querySelector('input[data-cards]');
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
