// Check-in at the door by QR: the picture the phone's camera takes through the page's file input
// (<input type=file accept="image/*" capture="environment" data-qr-scan>) is read here by the vendored
// jsQR, and the address it holds is sent with the input's form (its hidden field data-qr-code). A picture
// with no code in it leaves the form unsent and says so in the element named by data-qr-status.
// Without JavaScript the search by name on the same page still checks players in.
(function () {
  'use strict';

  function pixels(file) {
    return createImageBitmap(file).then(function (bitmap) {
      var canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      var context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    });
  }

  function say(input, words) {
    var status = document.getElementById(input.dataset.qrStatus);
    if (status) {
      status.textContent = words;
      status.hidden = false;
    }
  }

  function scanned(input) {
    var file = input.files && input.files[0];
    if (!file || !window.jsQR) {
      return;
    }
    say(input, input.dataset.qrReading);
    pixels(file).then(function (image) {
      var code = window.jsQR(image.data, image.width, image.height);
      if (!code || !code.data) {
        say(input, input.dataset.qrNone);
        input.value = '';
        return;
      }
      var form = input.form;
      form.querySelector('[data-qr-code]').value = code.data;
      input.disabled = true; // the picture itself is not sent, only what it says
      form.requestSubmit();
    }, function () {
      say(input, input.dataset.qrNone);
    });
  }

  document.addEventListener('change', function (event) {
    var input = event.target;
    if (input.matches && input.matches('input[type=file][data-qr-scan]')) {
      scanned(input);
    }
  });
})();
