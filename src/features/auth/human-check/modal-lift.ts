/**
 * A third-party check (Geetest) draws its own popup on the page's body. While one of our modal <dialog>s is open the
 * rest of the page is inert and under the top layer, so that popup could be neither seen nor used. For the time of a
 * check the open modal dialogs become ordinary open dialogs (kept in place, centred, as they were), then modal again,
 * with the focus back where it was.
 */
export function liftModals(doc: Document = document): () => void {
  const isModal = (d: HTMLDialogElement) => {
    try {
      return d.matches(':modal');
    } catch {
      return false; // a browser without :modal: nothing to lift
    }
  };
  const lifted = [...doc.querySelectorAll('dialog')].filter((d) => d.open && isModal(d));
  if (!lifted.length) return () => {};
  const focused = doc.activeElement as HTMLElement | null;
  // Through the CSSOM, which the Content-Security-Policy allows (a style attribute it would block).
  const styles = lifted.map((d) => d.style.cssText);
  for (const dialog of lifted) {
    dialog.close();
    // Where the browser put it as a modal: fixed and centred (an open non-modal dialog would sit in the flow).
    Object.assign(dialog.style, {
      position: 'fixed',
      inset: '0',
      height: 'fit-content',
      maxHeight: 'calc(100% - 2em)',
    });
    dialog.show();
  }
  return () => {
    lifted.forEach((dialog, i) => {
      if (!dialog.isConnected) return;
      if (dialog.open) dialog.close();
      dialog.style.cssText = styles[i] ?? '';
      dialog.showModal();
    });
    if (focused?.isConnected) focused.focus();
  };
}
