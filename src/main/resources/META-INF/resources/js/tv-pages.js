// The room's TV screens (seating, standings, a championship's table) never scroll: when what they
// show does not fit the screen, they show it a page at a time, turning every few seconds, and say
// which page is shown. The element marked data-tv-pages names the parts to page (data-tv-pages =
// a selector inside it: table rows, table cards) and, in data-tv-label, the element that says
// "2 / 3". Pages are cut where a part would cross the screen's bottom, so parts of any height
// (a table of 4 or of 10) are never cut in two. A part re-read from the event stream keeps the page
// it was on. On a phone's width everything is shown and the page scrolls as any other.
//
// A page turns every 12 seconds; the screen's address may say otherwise in seconds, from 5 to 60
// (…/seating/tv?turn=15), so that each TV of a room keeps its own pace (docs/room-screens.md#tv).
//
// Names stay on one line: data-tv-names names the elements that hold a name (with its nickname in an
// <em>). A name too long for its column first loses its nickname, then ends in an ellipsis (CSS), and
// keeps its whole text in its title.
(function () {
  'use strict';

  var TURN_S = 12;
  var page = 0;

  function turnMs() {
    var asked = Number(new URLSearchParams(window.location.search).get('turn'));
    var seconds = asked >= 5 && asked <= 60 ? asked : TURN_S;
    return seconds * 1000;
  }

  function holder() {
    return document.querySelector('[data-tv-pages]');
  }

  function parts(box) {
    return Array.prototype.slice.call(box.querySelectorAll(box.dataset.tvPages));
  }

  // The first part of every page: lay out the parts from a start, the page ends before the first
  // part whose bottom is below the screen's (less the space the page label needs).
  function pageStarts(items) {
    var bottom = window.innerHeight * 0.95;
    var starts = [];
    var start = 0;
    while (start < items.length) {
      starts.push(start);
      items.forEach(function (item, i) { item.hidden = i < start; });
      var end = start + 1;
      while (end < items.length && items[end].getBoundingClientRect().bottom <= bottom) {
        end += 1;
      }
      start = end;
    }
    return starts;
  }

  function overflows(name) {
    return name.scrollWidth > name.clientWidth + 1;
  }

  // A name's whole text, without the marks beside it (in play, qualified) or the tie-break under it.
  function wholeName(name) {
    var copy = name.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll('.in-play, .mark, .moved-mark, .dealer, .tie-break'), function (mark) {
      mark.remove();
    });
    return copy.textContent.replace(/\s+/g, ' ').trim();
  }

  // Names shown now: the nickname goes first, then the ellipsis, the whole name in the title.
  function fitNames(box) {
    if (!box.dataset.tvNames) {
      return;
    }
    Array.prototype.forEach.call(box.querySelectorAll(box.dataset.tvNames), function (name) {
      if (name.getClientRects().length === 0) {
        return;
      }
      var nickname = name.querySelector('em');
      if (nickname) {
        nickname.hidden = false;
      }
      if (!overflows(name)) {
        name.removeAttribute('title');
        return;
      }
      name.title = wholeName(name);
      if (nickname) {
        nickname.hidden = true;
      }
    });
  }

  function show() {
    var box = holder();
    if (!box) {
      return;
    }
    var items = parts(box);
    var label = document.getElementById(box.dataset.tvLabel);
    if (window.matchMedia('(max-width: 600px)').matches || items.length === 0) {
      items.forEach(function (item) { item.hidden = false; });
      if (label) { label.textContent = ''; }
      document.body.dataset.pages = '1';
      document.body.dataset.page = '1';
      return;
    }
    var starts = pageStarts(items);
    if (page >= starts.length) {
      page = 0;
    }
    var from = starts[page];
    var to = page + 1 < starts.length ? starts[page + 1] : items.length;
    items.forEach(function (item, i) { item.hidden = i < from || i >= to; });
    fitNames(box);
    if (label) {
      label.textContent = starts.length > 1 ? (page + 1) + ' / ' + starts.length : '';
    }
    document.body.dataset.pages = String(starts.length);
    document.body.dataset.page = String(page + 1);
  }

  function turn() {
    page += 1;
    show();
  }

  document.addEventListener('DOMContentLoaded', function () {
    show();
    window.setInterval(turn, turnMs());
    window.addEventListener('resize', show);
  });
  document.addEventListener('htmx:afterSwap', function (event) {
    var box = holder();
    if (box && event.target && (event.target === box || box.contains(event.target))) {
      show();
    }
  });
})();
