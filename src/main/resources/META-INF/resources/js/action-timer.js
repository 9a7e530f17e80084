// The action timer of the director's page (the club regulation: a player has a minute to act, the
// other players at the table keep the time). One tap starts the minute, one tap stops it; at the
// end the phone vibrates, the button flashes and a short beep sounds. Information only: nothing
// is sent to the server.
(function () {
  function beep() {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    try {
      const audio = new Audio();
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.value = 0.2;
      tone.connect(volume).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.4);
      tone.onended = () => audio.close();
    } catch (e) {
      // No sound on this phone: the flash and the vibration remain.
    }
  }

  function face(seconds) {
    return Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0');
  }

  function setUp(button) {
    const total = Math.max(1, parseInt(button.dataset.seconds, 10) || 60);
    const label = button.querySelector('.action-timer-label');
    const time = button.querySelector('.action-timer-time');
    let timer = null;
    let endsAt = 0;

    function show(state, text) {
      button.dataset.state = state;
      button.setAttribute('aria-pressed', state === 'running' ? 'true' : 'false');
      label.textContent = button.dataset[state + 'Label'];
      time.textContent = text;
    }

    function stop() {
      clearInterval(timer);
      timer = null;
    }

    function tick() {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      if (left > 0) {
        time.textContent = face(left);
        return;
      }
      stop();
      show('over', face(0));
      if (navigator.vibrate) navigator.vibrate([300, 150, 300]);
      beep();
    }

    button.addEventListener('click', () => {
      if (timer) {
        stop();
        show('idle', face(parseInt(button.dataset.seconds, 10) || total));
        return;
      }
      const seconds = Math.max(1, parseInt(button.dataset.seconds, 10) || total);
      endsAt = Date.now() + seconds * 1000;
      show('running', face(seconds));
      timer = setInterval(tick, 250);
    });
    show('idle', face(total));
  }

  document.addEventListener('DOMContentLoaded', () => {
    document.querySelectorAll('.action-timer').forEach(setUp);
  });
})();
