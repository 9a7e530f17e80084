// The championship's table on the TV: when its lines do not fit the screen, it shows them a page
// at a time, turning every few seconds, and says which page is shown. A table re-read from the
// event stream keeps the page it was on.
(function () {
  'use strict';

  var TURN_MS = 10000;
  var page = 0;

  function lines() {
    return Array.prototype.slice.call(document.querySelectorAll('#season tbody tr'));
  }

  function perPage(rows) {
    var table = document.querySelector('#season table');
    if (!table || rows.length === 0) {
      return rows.length || 1;
    }
    rows.forEach(function (row) { row.hidden = false; });
    var head = table.tHead ? table.tHead.offsetHeight : 0;
    var top = table.getBoundingClientRect().top;
    var room = window.innerHeight - top - head - window.innerHeight * 0.08;
    var tallest = rows.reduce(function (h, row) { return Math.max(h, row.offsetHeight); }, 1);
    return Math.max(1, Math.floor(room / tallest));
  }

  function show() {
    var rows = lines();
    var label = document.getElementById('season-page');
    if (window.matchMedia('(max-width: 600px)').matches) {
      rows.forEach(function (row) { row.hidden = false; });
      if (label) { label.textContent = ''; }
      return;
    }
    var size = perPage(rows);
    var pages = Math.max(1, Math.ceil(rows.length / size));
    if (page >= pages) {
      page = 0;
    }
    rows.forEach(function (row, i) { row.hidden = Math.floor(i / size) !== page; });
    if (label) {
      label.textContent = pages > 1 ? (page + 1) + ' / ' + pages : '';
    }
    document.body.dataset.pages = String(pages);
  }

  function turn() {
    page += 1;
    show();
  }

  document.addEventListener('DOMContentLoaded', function () {
    show();
    window.setInterval(turn, TURN_MS);
    window.addEventListener('resize', show);
  });
  document.addEventListener('htmx:afterSwap', function (event) {
    if (event.target && event.target.id === 'season') {
      show();
    }
  });
})();
