/** Test helper: an IntersectionObserver the test drives; `scrollToEnd()` says every watched element came into view. */
export class FakeObserver {
  static all = new Set<FakeObserver>();
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.add(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
    FakeObserver.all.delete(this);
  }
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    for (const observer of [...FakeObserver.all]) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
