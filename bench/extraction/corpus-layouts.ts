/**
 * The paperwork layouts of the corpus, as HTML: a broker's rate confirmation with a stops table and
 * its charges (line haul, fuel surcharge, total), a load tender email, a dispatch sheet with
 * side-by-side stop boxes and a miles grid, a straight bill of lading, and a key/value load
 * summary printed by a carrier's dispatch system. The dispatch sheet and the bill of lading print
 * no money, only weights: what the load pays must be left empty there.
 */
import { fuelSurchargeCents, type CorpusDocument, type Stop } from './corpus-data.js';

type Print = CorpusDocument['print'];

const n = (value: number) => value.toLocaleString('en-US');

function cityLine(stop: Stop, print: Print): string {
  const text = `${stop.city}, ${stop.state} ${stop.zip}`;
  return print.allCaps ? text.toUpperCase() : text;
}

function address(stop: Stop, print: Print): string {
  const name = print.allCaps ? stop.facility.toUpperCase() : stop.facility;
  return `${name}<br>${stop.street}<br>${cityLine(stop, print)}`;
}

const when = (stop: Stop, print: Print) => `${print.dateFormat(stop.date)} ${stop.time}`;

function milesLines(print: Print, labels: [string, string, string], separator: string): string {
  const { loaded, empty, total } = print.miles;
  const shown: string[] = [];
  if (loaded !== undefined) shown.push(`${labels[0]}: ${n(loaded)}`);
  if (empty !== undefined) shown.push(`${labels[1]}: ${n(empty)}`);
  if (total !== undefined) shown.push(`${labels[2]}: ${n(total)}`);
  return shown.join(separator);
}

function ratecon(print: Print): string {
  const row = (i: number, type: string, stop: Stop) =>
    `<tr><td>${i}</td><td>${type}</td><td>${address(stop, print)}</td><td>${when(stop, print)}</td></tr>`;
  const fuel = fuelSurchargeCents(print.rateCents);
  return `
    <header class="split"><div><h1>${print.broker}</h1><div>2200 Main St Suite 400 &middot; (800) 555-0142</div></div>
      <div class="box"><b>RATE CONFIRMATION</b><br>${print.loadLabel}: <b>${print.loadNumber}</b></div></header>
    <p>Carrier: Haulbook Test Carrier LLC &nbsp; MC# 884213 &nbsp; Equipment: 53' Dry Van</p>
    <table><thead><tr><th>Stop</th><th>Type</th><th>Facility</th><th>Date / Time</th></tr></thead>
      <tbody>${row(1, 'Pickup', print.pickup)}${row(2, 'Delivery', print.delivery)}</tbody></table>
    <p class="miles">${milesLines(print, ['Loaded Miles', 'Empty Miles', 'Total Miles'], ' &nbsp;&nbsp; ')}</p>
    <table class="narrow"><tr><td>Linehaul</td><td>${print.money(print.rateCents)}</td></tr>
      <tr><td>Fuel surcharge</td><td>${print.money(fuel)}</td></tr>
      <tr><th>${print.totalLabel}</th><th>${print.money(print.rateCents + fuel)}</th></tr></table>
    <p class="fine">Carrier agrees to the terms of the broker-carrier agreement. Detention after 2 hours
      at $50/hr. Send signed POD and this confirmation for payment within 30 days.</p>`;
}

function tender(print: Print): string {
  return `
    <div class="mail">From: dispatch@${print.broker.split(' ')[0]!.toLowerCase()}.example<br>
      To: driver@haulbook.example<br>Subject: Load Tender - ${print.loadLabel} ${print.loadNumber}</div>
    <p>Hello, please confirm the load below.</p>
    <p>${print.loadLabel}: ${print.loadNumber}<br>
      Origin: ${print.pickup.city}, ${print.pickup.state}<br>
      Destination: ${print.delivery.city}, ${print.delivery.state}<br>
      Pick up: ${when(print.pickup, print)}<br>
      Deliver: ${when(print.delivery, print)}</p>
    <p>${milesLines(print, ['Loaded miles', 'Deadhead', 'Total'], ' / ')}</p>
    <p>Rate: ${print.money(print.rateCents)} all in. Reply YES to accept.<br>Thanks, Dispatch</p>`;
}

function dispatch(print: Print): string {
  const { loaded, empty, total } = print.miles;
  const cell = (value: number | undefined) => (value === undefined ? '-' : n(value));
  const box = (title: string, stop: Stop) =>
    `<div class="box half"><b>${title}</b><br>${address(stop, print)}<br>Appt: ${when(stop, print)}</div>`;
  return `
    <h1>DISPATCH SHEET</h1><p>${print.loadLabel} ${print.loadNumber} &nbsp;&nbsp; Truck 2214 &nbsp; Trailer 53118</p>
    <div class="split">${box('PICKUP', print.pickup)}${box('DELIVERY', print.delivery)}</div>
    <table class="narrow"><tr><th>Loaded</th><th>Empty</th><th>Total</th></tr>
      <tr><td>${cell(loaded)}</td><td>${cell(empty)}</td><td>${cell(total)}</td></tr></table>
    <p class="fine">Call dispatch before leaving the shipper. Scale the load if over 42,000 lbs.</p>`;
}

function bol(print: Print): string {
  const box = (title: string, stop: Stop) =>
    `<div class="box half"><b>${title}</b><br>${address(stop, print)}</div>`;
  return `
    <h1>STRAIGHT BILL OF LADING - SHORT FORM</h1>
    <div class="split"><div>BOL Number: 77${print.loadNumber.replace(/\D/g, '').slice(0, 5)}9</div>
      <div>${print.loadLabel}: ${print.loadNumber}</div></div>
    <div class="split">${box('SHIP FROM', print.pickup)}${box('SHIP TO', print.delivery)}</div>
    <p>Ship Date: ${print.dateFormat(print.pickup.date)} &nbsp;&nbsp; Delivery Date: ${print.dateFormat(print.delivery.date)}</p>
    <table><thead><tr><th>Pieces</th><th>Description</th><th>Weight (lbs)</th></tr></thead>
      <tbody><tr><td>22</td><td>Pallets, packaged goods, NMFC 156600</td><td>38,420</td></tr></tbody></table>
    <p>${milesLines(print, ['Loaded Miles', 'Empty Miles', 'Total Miles'], ' &nbsp; ')}</p>
    <p class="fine">Received, subject to the classifications and tariffs in effect on the date of issue.
      Shipper signature ____________ Carrier signature ____________</p>`;
}

function summary(print: Print): string {
  const { loaded, empty, total } = print.miles;
  const rows: [string, string | undefined][] = [
    [print.loadLabel, print.loadNumber],
    ['Origin', `${print.pickup.city}, ${print.pickup.state}`],
    ['Destination', `${print.delivery.city}, ${print.delivery.state}`],
    ['Pickup Date', print.dateFormat(print.pickup.date)],
    ['Delivery Date', print.dateFormat(print.delivery.date)],
    ['Loaded Miles', loaded === undefined ? undefined : n(loaded)],
    ['Empty Miles', empty === undefined ? undefined : n(empty)],
    ['Total Miles', total === undefined ? undefined : n(total)],
    ['Rate', print.money(print.rateCents)],
  ];
  return `<h1>Load Summary</h1><p>${print.broker}</p><table class="zebra">${rows
    .filter(([, value]) => value !== undefined)
    .map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`)
    .join('')}</table>`;
}

const bodies = { ratecon, tender, dispatch, bol, summary };

export function documentHtml(doc: CorpusDocument): string {
  const style = `
    * { box-sizing: border-box; }
    body { margin: 0; }
    .page { width: 760px; padding: 36px 40px; background: #fff; color: #111;
      font-family: '${doc.font}'; font-size: ${doc.fontSize}px; line-height: 1.45; }
    h1 { font-size: 1.5em; margin: 0 0 8px; }
    .split { display: flex; justify-content: space-between; gap: 24px; margin: 10px 0; }
    .box { border: 1.5px solid #222; padding: 8px 10px; }
    .half { flex: 1; }
    table { border-collapse: collapse; width: 100%; margin: 12px 0; }
    th, td { border: 1px solid #444; padding: 4px 8px; text-align: left; vertical-align: top; }
    .narrow { width: 60%; }
    .fine { font-size: 0.8em; color: #333; }
    .mail { border-bottom: 1px solid #999; padding-bottom: 8px; color: #333; }
    .zebra { width: 70%; }
    .zebra th, .zebra td { border: 0; padding: 5px 10px; }
    .zebra th { font-weight: normal; color: #444; width: 45%; }
    .zebra tr:nth-child(odd) { background: #eef1f5; }`;
  return `<!doctype html><html><head><style>${style}</style></head>
    <body><div class="page" id="page">${bodies[doc.layout](doc.print)}</div></body></html>`;
}
