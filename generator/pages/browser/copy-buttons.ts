/** Copy buttons beside formulas: hidden without JavaScript, they copy the formula exactly as shown. */
export function attachCopyButtons(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button.copy[data-copy]').forEach((button) => {
    button.hidden = false;
    const label = button.textContent ?? '';
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(button.dataset.copy ?? '').then(() => {
        button.textContent = button.dataset.copied ?? label;
        window.setTimeout(() => (button.textContent = label), 1500);
      });
    });
  });
}
