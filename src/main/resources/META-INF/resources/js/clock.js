// The TV clock: counts down locally to the period's end the server gave, corrected for the
// difference between this screen's clock and the server's, so every screen shows the same second.
// At the end of a period it asks for the new face; a level change chimes and flashes when switched
// on. The screen is kept awake (Wake Lock) while the page is visible. The console's floor uses the
// same countdown (its page has no chime or full-screen buttons).
(function () {
  'use strict';

  var offset = 0;        // server time minus local time, in ms
  var shownPeriod = null;
  var askedForNext = false;
  var chimeOn = localStorage.getItem('tavolo.chime') === 'on';
  var audio = null;
  var wakeLock = null;

  function face() { return document.getElementById('face-state'); }

  function format(seconds) {
    var h = Math.floor(seconds / 3600);
    var m = Math.floor(seconds % 3600 / 60);
    var s = seconds % 60;
    var mm = h > 0 ? String(m).padStart(2, '0') : String(m);
    return (h > 0 ? h + ':' : '') + mm + ':' + String(s).padStart(2, '0');
  }

  function tick() {
    var f = face();
    if (!f || f.dataset.status !== 'RUNNING') {
      return;
    }
    var endsAt = Date.parse(f.dataset.endsAt);
    if (isNaN(endsAt)) {
      return;
    }
    var left = Math.max(0, Math.ceil((endsAt - (Date.now() + offset)) / 1000));
    var countdown = document.getElementById('countdown');
    if (countdown) {
      countdown.textContent = format(left);
    }
    if (left === 0 && !askedForNext) {
      askedForNext = true;
      window.setTimeout(function () {
        window.htmx.trigger(document.getElementById('face'), 'period-over');
      }, 600);
    }
  }

  function synchronize() {
    var f = face();
    if (!f) {
      return;
    }
    var serverNow = Date.parse(f.dataset.serverNow);
    if (!isNaN(serverNow)) {
      offset = serverNow - Date.now();
    }
    var period = f.dataset.period + '/' + f.dataset.level;
    if (shownPeriod !== null && period !== shownPeriod) {
      levelChanged();
    }
    shownPeriod = period;
    askedForNext = false;
    tick();
  }

  function levelChanged() {
    if (!chimeOn) {
      return;
    }
    document.body.classList.remove('flash');
    void document.body.offsetWidth;
    document.body.classList.add('flash');
    window.setTimeout(function () { document.body.classList.remove('flash'); }, 3200);
    chime();
  }

  function chime() {
    try {
      audio = audio || new AudioContext();
      [880, 660, 990].forEach(function (frequency, i) {
        var at = audio.currentTime + i * 0.3;
        var tone = audio.createOscillator();
        var gain = audio.createGain();
        tone.frequency.value = frequency;
        gain.gain.setValueAtTime(0.3, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + 0.45);
        tone.connect(gain);
        gain.connect(audio.destination);
        tone.start(at);
        tone.stop(at + 0.5);
      });
    } catch (e) {
      // no sound on this screen: the flash still shows
    }
  }

  function showChimeSwitch() {
    var button = document.getElementById('chime-switch');
    if (button) {
      button.setAttribute('aria-pressed', chimeOn ? 'true' : 'false');
    }
  }

  function keepAwake() {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || wakeLock) {
      return;
    }
    navigator.wakeLock.request('screen').then(function (lock) {
      wakeLock = lock;
      lock.addEventListener('release', function () { wakeLock = null; });
    }).catch(function () { /* refused: the screen's own settings decide */ });
  }

  // the round's next round is made: the TV moves on to its clock, in the same language (docs/room-screens.md)
  function followNextRound() {
    var next = document.getElementById('next-round');
    if (next) {
      window.location.replace(next.getAttribute('href') + window.location.search);
    }
  }

  document.addEventListener('DOMContentLoaded', function () {
    followNextRound();
    showChimeSwitch();
    synchronize();
    keepAwake();
    var chimeSwitch = document.getElementById('chime-switch');
    if (chimeSwitch) {
      chimeSwitch.addEventListener('click', function () {
        chimeOn = !chimeOn;
        localStorage.setItem('tavolo.chime', chimeOn ? 'on' : 'off');
        showChimeSwitch();
        if (chimeOn) {
          chime();
        }
      });
    }
    var fullScreen = document.getElementById('full-screen');
    if (fullScreen) {
      fullScreen.addEventListener('click', function () {
        if (document.documentElement.requestFullscreen) {
          document.documentElement.requestFullscreen().catch(function () {});
        }
      });
    }
    window.setInterval(tick, 250);
  });
  document.addEventListener('htmx:afterSwap', function (event) {
    if (event.target && event.target.id === 'face') {
      followNextRound();
      synchronize();
    }
  });
  document.addEventListener('visibilitychange', keepAwake);
})();
