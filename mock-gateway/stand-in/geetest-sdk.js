/* global window, document */
/**
 * The mock gateway's stand-in for Geetest's SDK (served as /__mock/geetest/gt.js and gt4.js): the part of the real
 * SDK's surface the site uses, initGeetest (v3: gt + challenge, verify()) and initGeetest4 (v4: captchaId,
 * showCaptcha()), with onReady / onSuccess / onFail / onError / onClose, getValidate(), reset() and destroy(). Instead
 * of a puzzle it shows an accessible test dialog: pass (the mock issues a result the gateway will accept once), fail
 * (the check stays open, as Geetest's does after a wrong answer) or close. The served file ends with the call that
 * installs one version's function.
 */
(function () {
  'use strict';

  var STYLE_ID = 'gt-stand-in-style';

  function addStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var link = document.createElement('link');
    link.id = STYLE_ID;
    link.rel = 'stylesheet';
    link.href = '/__mock/geetest/stand-in.css';
    document.head.appendChild(link);
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  var serial = 0;

  /**
   * One check: `pass()` asks the mock for a result (a promise of getValidate()'s answer); `problem` is a configuration
   * error to report instead of being ready. Answers the SDK's captcha object and `open`, which shows the dialog.
   */
  function createCaptcha(version, pass, problem) {
    var handlers = {};
    var result = null;
    var dialog = null;
    var id = 'gt-stand-in-' + ++serial;

    function emit(name, arg) {
      if (handlers[name]) handlers[name](arg);
    }

    function close() {
      if (dialog && dialog.open) dialog.close();
    }

    function build() {
      addStyle();
      dialog = el('dialog', { class: 'gt-stand-in', lang: 'en', 'aria-labelledby': id + '-title' });
      dialog.appendChild(el('h2', { id: id + '-title' }, 'Security check (test)'));
      dialog.appendChild(
        el('p', {}, 'Stand-in for Geetest ' + version + ' on the mock gateway: choose how this check ends.'),
      );
      var status = el('p', { role: 'status', class: 'gt-stand-in-status' });
      dialog.appendChild(status);
      var buttons = el('div', { class: 'gt-stand-in-buttons' });
      var passButton = el('button', { type: 'button' }, 'Pass the check');
      var failButton = el('button', { type: 'button' }, 'Fail the check');
      var closeButton = el('button', { type: 'button' }, 'Close');
      buttons.appendChild(passButton);
      buttons.appendChild(failButton);
      buttons.appendChild(closeButton);
      dialog.appendChild(buttons);

      passButton.addEventListener('click', function () {
        passButton.disabled = true;
        status.textContent = 'Checking…';
        pass().then(
          function (value) {
            result = value;
            dialog.dataset.ended = 'pass';
            close();
            emit('success');
          },
          function (error) {
            dialog.dataset.ended = 'error';
            close();
            emit('error', { code: 'stand_in_error', msg: String((error && error.message) || error) });
          },
        );
      });
      failButton.addEventListener('click', function () {
        status.textContent = 'Not passed. Try again, or close the check.';
        emit('fail', { code: 'stand_in_fail', msg: 'not passed' });
      });
      closeButton.addEventListener('click', close);
      // Escape closes the check, as Geetest's close button does.
      dialog.addEventListener('close', function () {
        var ended = dialog.dataset.ended;
        delete dialog.dataset.ended;
        passButton.disabled = false;
        status.textContent = '';
        if (!ended) emit('close');
      });
      document.body.appendChild(dialog);
    }

    var captcha = {
      getValidate: function () {
        return result;
      },
      reset: function () {
        result = null;
      },
      destroy: function () {
        close();
        if (dialog) dialog.remove();
        dialog = null;
      },
    };
    ['Ready', 'Success', 'Fail', 'Error', 'Close'].forEach(function (name) {
      captcha['on' + name] = function (callback) {
        handlers[name.toLowerCase()] = callback;
        return captcha;
      };
    });
    // As the SDK: ready (or the configuration's error) once its parts have loaded, after the callback got the object.
    window.setTimeout(function () {
      if (problem) emit('error', problem);
      else emit('ready');
    }, 0);
    return {
      captcha: captcha,
      open: function () {
        if (!dialog) build();
        result = null;
        if (!dialog.open) dialog.showModal();
      },
    };
  }

  function post(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (envelope) {
        if (!envelope || !envelope.success) throw new Error((envelope && envelope.errorCode) || 'refused');
        return envelope.value;
      });
  }

  function installV3() {
    window.initGeetest = function (config, callback) {
      var problem =
        config && config.gt && config.challenge ? null : { code: 'error_103', msg: 'gt or challenge missing' };
      var check = createCaptcha(
        'v3',
        function () {
          return post('/__mock/geetest/v3/pass', { challenge: config.challenge });
        },
        problem,
      );
      check.captcha.verify = check.open;
      callback(check.captcha);
    };
  }

  function installV4() {
    window.initGeetest4 = function (config, callback) {
      var problem = config && config.captchaId ? null : { code: 'error_103', msg: 'captchaId missing' };
      var check = createCaptcha(
        'v4',
        function () {
          return post('/__mock/geetest/v4/pass', { captchaId: config.captchaId });
        },
        problem,
      );
      check.captcha.showCaptcha = check.open;
      callback(check.captcha);
    };
  }

  window.__geetestStandIn = { v3: installV3, v4: installV4 };
})();
