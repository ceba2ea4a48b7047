/**
 * In the page: resolves once it has laid itself out (ten frames) and no animation runs, so a
 * dialog or a resized page is checked or shot as it ends up. `win` names the window (a frame's).
 */
export const settleIn = (win: string) => `new Promise((resolve) => {
  let frames = 10;
  const next = () => {
    const still = ${win}.document.getAnimations().some((a) => a.playState === 'running');
    if (--frames > 0 || still) ${win}.requestAnimationFrame(next);
    else resolve(true);
  };
  ${win}.requestAnimationFrame(next);
})`;

export const settleScript = settleIn('window');
