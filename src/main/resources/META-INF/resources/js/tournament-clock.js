// Counts the clock down between page refreshes.
(function () {
  var face = document.getElementById('seconds-left');
  if (!face) { return; }
  var left = parseInt(face.dataset.seconds, 10);
  if (face.dataset.running !== 'true' || isNaN(left)) { return; }
  setInterval(function () {
    left = Math.max(0, left - 1);
    var h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
    face.textContent = (h > 0 ? h + ':' + String(m).padStart(2, '0') : m) + ':' + String(s).padStart(2, '0');
  }, 1000);
})();
