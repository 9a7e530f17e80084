// Live pages: one event stream per tournament (htmx's sse extension opens it from the body's
// sse-connect). Elements re-read their own fragment on the events they name (hx-trigger="sse:…").
// Here: the stream resumes from the last event seen when it has to be opened again, each event is
// also announced as a DOM event ("tavolo:clock", …), and a badge shows while the stream is lost.
(function () {
  'use strict';

  // the stream's events, as the page hands them from live.LiveEventName, the one list (this script's data-events)
  var script = document.currentScript;
  var NAMES = script && script.dataset.events ? script.dataset.events.split(' ') : [];
  var lastEventId = null;

  function resuming(url) {
    if (!lastEventId) {
      return url;
    }
    return url + (url.indexOf('?') < 0 ? '?' : '&') + 'lastEventId=' + encodeURIComponent(lastEventId);
  }

  function open(url) {
    var source = new EventSource(resuming(url));
    NAMES.forEach(function (name) {
      source.addEventListener(name, function (event) {
        if (event.lastEventId) {
          lastEventId = event.lastEventId;
        }
        document.dispatchEvent(new CustomEvent('tavolo:' + name, { detail: event.data }));
      });
    });
    return source;
  }

  function connectionLost(lost) {
    var badge = document.getElementById('connection');
    if (badge) {
      badge.hidden = !lost;
    }
    document.body.dataset.stream = lost ? 'lost' : 'open';
  }

  document.addEventListener('htmx:sseOpen', function () { connectionLost(false); });
  document.addEventListener('htmx:sseError', function () { connectionLost(true); });

  if (window.htmx) {
    window.htmx.createEventSource = open;
  }
})();
