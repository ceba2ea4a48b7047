/**
 * WebKitGTK, Safari's engine, through Debian's WebKitWebDriver (W3C WebDriver) and its MiniBrowser,
 * under a virtual X display (xvfb-run). WebKit uses the system's ICU, so dates print here as they
 * do on many phones, not as in Chromium. Each page is a WebDriver session of its own (a fresh
 * browser profile). Classic WebDriver reports nothing the page logs, and MiniBrowser's console
 * does not reach WebKitWebDriver's output: here the page's failures are known from what the app
 * itself reports (POST /api/client-errors: errors caught by a screen, uncaught ones and rejections).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Builder, WebElement, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../harness.js';
import { NotFound, type Engine, type EnginePage, type Size } from './engine.js';
import { settleIn, settleScript } from './settle.js';

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function startDriver(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  stopGroup(child);
  throw new Error(`WebKitWebDriver did not start:\n${output.join('\n')}`);
}

/** xvfb-run, Xvfb, the driver and its browsers are one process group. */
function stopGroup(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/**
 * MiniBrowser's window has a minimum width (447 px under Xvfb): a narrower screen is this page
 * again in a frame of that size over it, whose own width its media queries read, shot alone.
 */
async function framedScreenshot(driver: WebDriver, { width, height }: Size): Promise<string> {
  const frame: WebElement = await driver.executeScript(`
    const frame = document.createElement('iframe');
    frame.src = location.href;
    frame.title = 'A narrow screen';
    frame.style.cssText = 'position:absolute;inset:0 auto auto 0;border:0;z-index:2147483647;width:${width}px;height:${height}px';
    window.scrollTo(0, 0);
    document.body.append(frame);
    return frame;`);
  // The app in the frame has drawn its screen (the copy drawn at build time gone) and settled.
  await driver.wait(
    () =>
      driver.executeScript<boolean>(
        `const doc = arguments[0].contentDocument;
         return Boolean(doc && doc.querySelector('#root h1') && !doc.getElementById('prerendered'));`,
        frame,
      ),
    20_000,
  );
  await driver.executeScript(
    `const frame = arguments[0].contentWindow; return ${settleIn('frame')}`,
    frame,
  );
  // The window's picture cut to the frame: WebKitGTK's picture of the frame element alone is
  // shifted by the window's toolbar.
  const shot = await driver.executeScript<string>(
    `const [png, width, height] = arguments;
     return new Promise((resolve, reject) => {
       const image = new Image();
       image.onload = () => {
         const canvas = document.createElement('canvas');
         canvas.width = width;
         canvas.height = height;
         canvas.getContext('2d').drawImage(image, 0, 0, width, height, 0, 0, width, height);
         resolve(canvas.toDataURL('image/png').split(',')[1]);
       };
       image.onerror = () => reject(new Error('the screenshot did not decode'));
       image.src = 'data:image/png;base64,' + png;
     });`,
    await driver.takeScreenshot(),
    width,
    height,
  );
  await driver.executeScript('arguments[0].remove()', frame);
  return shot;
}

function adapt(driver: WebDriver): EnginePage {
  const element = async (fn: string, args: unknown[]) => {
    const found: unknown = await driver.executeScript(`return (${fn})(...arguments)`, ...args);
    if (!(found instanceof WebElement)) {
      throw new NotFound(`nothing found by ${fn} ${JSON.stringify(args)}`);
    }
    return found;
  };
  return {
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    run: (fn, args = []) => driver.executeScript(`return (${fn})(...arguments)`, ...args),
    inject: async (source) => void (await driver.executeScript(source)),
    click: async (fn, args) => (await element(fn, args)).click(),
    type: async (fn, args, text) => (await element(fn, args)).sendKeys(text),
    async screenshot(file, size) {
      const window = driver.manage().window();
      const before = await window.getRect();
      await window.setRect(size);
      const width = await driver.executeScript<number>('return innerWidth');
      if (width === size.width) {
        await driver.executeScript(`return ${settleScript}`);
        fs.writeFileSync(file, await driver.takeScreenshot(), 'base64');
      } else {
        await window.setRect(before);
        fs.writeFileSync(file, await framedScreenshot(driver, size), 'base64');
      }
      await window.setRect(before);
    },
    takeReports: () => ({ uncaught: [], console: [] }),
  };
}

export async function webkitEngine(): Promise<Engine> {
  const { child, url } = await startDriver();
  const sessions: WebDriver[] = [];
  return {
    name: 'webkit',
    async open(size) {
      // WebKitWebDriver drives one session at a time: a new page ends the one before (a journey
      // run again after a failure).
      for (const session of sessions.splice(0)) await session.quit().catch(() => {});
      const driver = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowser,
            args: ['--automation'],
          },
        })
        .build();
      sessions.push(driver);
      await driver.manage().window().setRect(size);
      return adapt(driver);
    },
    async close() {
      for (const session of sessions) await session.quit().catch(() => {});
      stopGroup(child);
    },
  };
}
