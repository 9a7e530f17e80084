// The director's page: quick buttons fill a contribution; a card already chosen elsewhere is
// disabled in the other pickers. The page works without this file (type the numbers, the server
// refuses a card used twice).
document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-fill]');
  if (!button) return;
  const input = document.getElementById(button.dataset.fill);
  if (input) input.value = button.dataset.value;
});

function markUsedCards() {
  const pickers = Array.from(document.querySelectorAll('select.desk-card'));
  const used = new Set(pickers.map((p) => p.value).filter((v) => v));
  for (const picker of pickers) {
    for (const option of picker.options) {
      option.disabled = option.value !== '' && option.value !== picker.value && used.has(option.value);
    }
  }
}

document.addEventListener('change', (event) => {
  if (event.target.matches('select.desk-card')) markUsedCards();
});
document.addEventListener('DOMContentLoaded', markUsedCards);
