/** A multipart call as a browser sends it (FormData), through app.inject. */
import type { TestApp } from './build.js';

export interface SentFile {
  field?: string;
  bytes: Buffer;
  name: string;
  type: string;
}

export async function postMultipart(
  t: TestApp,
  cookie: string,
  url: string,
  fields: Record<string, string>,
  file?: SentFile,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.field ?? 'receipt', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
