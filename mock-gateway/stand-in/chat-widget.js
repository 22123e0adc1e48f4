/* global window, document */
/*
 * The mock's stand-in chat widget (docs/gateway.md, "Chat scripts"): what a merchant's third-party chat script would
 * be, minus the chat. It renders nothing and calls nobody; it only says it ran, so a test can tell it was loaded.
 */
(function () {
  var runs = (window.__wlChatWidget && window.__wlChatWidget.runs) || 0;
  window.__wlChatWidget = {
    loaded: true,
    runs: runs + 1,
    src: document.currentScript ? document.currentScript.src : '',
  };
})();
