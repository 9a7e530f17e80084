// The console's close-table form, as the stacks are typed: their sum against the chips in play and
// the difference (a close that does not add up is refused), and who is left with no chips. The
// server renders the same lines when the page loads or comes back refused; this keeps them live.
(function () {
  function watch(sum) {
    const form = sum.closest('form');
    const inPlay = Number(sum.dataset.inPlay);
    const shown = sum.querySelector('.sum-in-play').textContent.match(/\d(\D)\d{3}/);
    const separator = shown ? shown[1] : ',';
    const format = n => (n < 0 ? '-' : '') + Math.abs(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    function update() {
      let total = 0;
      form.querySelectorAll('input[name=chips]').forEach(input => {
        const digits = input.value.replace(/[\s.,'\u00a0\u2009\u202f]/g, '');
        const chips = /^\d+$/.test(digits) ? Number(digits) : 0;
        total += chips;
        const out = form.querySelector('.close-out[data-entry="' + input.dataset.entry + '"]');
        if (out) out.hidden = !(/^\d+$/.test(digits) && chips === 0);
      });
      const difference = total - inPlay;
      sum.querySelector('.sum-typed').textContent = format(total);
      sum.querySelector('.sum-difference').textContent = (difference > 0 ? '+' : '') + format(difference);
      sum.querySelector('.sum-must').hidden = difference === 0;
      sum.classList.toggle('warning', difference !== 0);
      sum.setAttribute('role', difference === 0 ? 'status' : 'alert');
    }
    form.addEventListener('input', update);
  }
  document.querySelectorAll('.close-sum').forEach(watch);
})();
