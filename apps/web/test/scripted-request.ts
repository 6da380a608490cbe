/** An XMLHttpRequest stand-in that records the request and lets the test drive its events. */
export class ScriptedRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, Array<(event?: unknown) => void>> = {};
  private uploadListeners: Array<(event: ProgressEvent) => void> = [];
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event?: unknown) => void) {
    const list = this.listeners[type] ?? [];
    list.push(listener);
    this.listeners[type] = list;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners)
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}
