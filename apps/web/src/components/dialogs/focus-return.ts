/**
 * Where focus goes when a dialog has closed: back to what opened it. Mantine's modal returns it to
 * the element focused as it opened, and for a dialog chosen from a menu that is the menu's item,
 * gone with its menu by then: keyboard users were left on the page's body, at the top of the tab
 * order. For a menu's item it is the button that opened the menu; one rendered anew while the
 * dialog was open (a records row mounts its menu only while it is open) is found again by its id.
 * Called as the dialog opens; the returned function, called as the dialog's exit transition ends
 * (its focus trap gone: called sooner, the trap could take the focus back), leaves alone a focus
 * the dialog's action moved out of it (a field, a page).
 */
export function focusReturner(): () => void {
  const opener = document.activeElement;
  const menu = opener?.closest('[role="menu"]');
  const target = menu?.id
    ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : opener;
  const targetId = target?.id;
  return () => {
    const current = document.activeElement;
    // The closing dialog's content is still mounted as its exit transition ends.
    if (current && current !== document.body && !current.closest('[role="dialog"]')) return;
    const returnTo = target?.isConnected || !targetId ? target : document.getElementById(targetId);
    if (returnTo instanceof HTMLElement && returnTo.isConnected)
      returnTo.focus({ preventScroll: true });
  };
}
