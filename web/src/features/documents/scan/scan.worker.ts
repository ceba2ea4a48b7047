/** Makes a photo's scan off the main thread (scanPhoto.ts): a 12 MP photo takes a second or so. */
import { scanBlob } from './scanBlob';

const scope = self as unknown as {
  onmessage: (event: MessageEvent<Blob>) => void;
  postMessage: (message: { scan: Blob } | { failed: string }) => void;
};

scope.onmessage = (event) => {
  scanBlob(event.data).then(
    (scan) => scope.postMessage({ scan }),
    (error: unknown) => scope.postMessage({ failed: String(error) }),
  );
};
