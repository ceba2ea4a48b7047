/**
 * What the engine journeys run inside the page, the same in every engine (injected as a script by
 * each driver, beside @testing-library/dom's bundle): finding an element as a driver names it (a
 * role and its accessible name, a label, a text), on the page the driver sees (not under the
 * inert live app while a drawn copy covers it, nor hidden), and setting a field's value as the
 * browser's own picker would. Plain JavaScript: it runs as written, untranspiled.
 */
(() => {
  const dom = window.TestingLibraryDom;

  const pattern = (name) =>
    name && typeof name === 'object' ? new RegExp(name.source, name.flags) : name;

  const shown = (el) =>
    el.closest('[inert]') === null &&
    el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden';

  /** spec: { role, name } | { label } | { text }, and `within`: the spec of an ancestor. */
  function findAll(spec) {
    const roots = spec.within ? findAll(spec.within) : [document.body];
    return roots.flatMap((root) => {
      const name = pattern(spec.name);
      const found = spec.role
        ? dom.queryAllByRole(root, spec.role, name === undefined ? {} : { name })
        : spec.label
          ? dom.queryAllByLabelText(root, pattern(spec.label))
          : dom.queryAllByText(root, pattern(spec.text));
      return found.filter(shown);
    });
  }

  /** Where each element was when last asked for, to tell one still moving. */
  const lastSeenAt = new WeakMap();

  /**
   * The element, scrolled into view, if a tap at its centre would reach it; null while it is
   * disabled, still moving (a line drawn above it as the form works out a total, a list settling)
   * or something covers it (a toast, a notice, a dialog still opening), so the caller waits and
   * tries again. A driver's finger waits for a button to stop moving; a WebDriver click lands
   * where the button was, on whatever moved there.
   * Not every driver checks this itself before clicking.
   */
  function reachable(spec) {
    window.__haulbookKit.covered = null;
    const el = findAll(spec)[0];
    if (!el) return null;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') {
      window.__haulbookKit.covered = 'nothing: it is disabled';
      return null;
    }
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    const at = `${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)}`;
    const before = lastSeenAt.get(el);
    lastSeenAt.set(el, at);
    if (before !== at) {
      window.__haulbookKit.covered = 'nothing: it is still moving';
      return null;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (el.contains(hit) || hit.contains(el) || (el.control && el.control === hit)))
      return el;
    window.__haulbookKit.covered = hit ? hit.outerHTML.slice(0, 200) : 'nothing';
    return null;
  }

  window.__haulbookKit = {
    find: (spec) => findAll(spec)[0] ?? null,
    reachable,
    count: (spec) => findAll(spec).length,
    text: (spec) => findAll(spec)[0]?.textContent ?? null,
    value: (spec) => findAll(spec)[0]?.value ?? null,
    /**
     * As a date or time picker, or a native select's list, sets it: the element's own setter,
     * then the events React listens to.
     */
    setValue(spec, value) {
      const input = findAll(spec)[0];
      if (!input) return false;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    /**
     * As a phone's camera hands a photo to a file input (hidden behind its button): a page of
     * paperwork drawn here, as a JPEG named `name`, then the change React listens to.
     */
    async attachPhoto(labelText, name) {
      const input = [...document.querySelectorAll('input[type="file"]')].find(
        (el) => el.getAttribute('aria-label') === labelText,
      );
      if (!input) return false;
      const canvas = Object.assign(document.createElement('canvas'), { width: 900, height: 1200 });
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#f4f1ea';
      ctx.fillRect(0, 0, 900, 1200);
      ctx.fillStyle = '#222';
      ctx.font = 'bold 48px sans-serif';
      ctx.fillText(name, 60, 120);
      for (let y = 200; y < 1100; y += 40) ctx.fillRect(60, y, 500 + ((y * 7) % 300), 10);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      const files = new DataTransfer();
      files.items.add(new File([blob], name, { type: 'image/jpeg' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
  };
})();
