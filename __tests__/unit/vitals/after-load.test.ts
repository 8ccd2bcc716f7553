import { whenIdleAfterLoad } from '@/components/vitals/after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
  delete (window as Partial<Window>).requestIdleCallback;
  jest.useRealTimers();
});

it('waits for the load event, then for an idle moment', () => {
  jest.useFakeTimers();
  setReadyState('loading');
  const idle = jest.fn((callback: IdleRequestCallback) => {
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 50);
    return 1;
  });
  window.requestIdleCallback = idle;
  const task = jest.fn();

  whenIdleAfterLoad(task);
  jest.advanceTimersByTime(1000);
  expect(idle).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs soon after when the page has already loaded and idle callbacks are missing', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  whenIdleAfterLoad(task);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});

it('does nothing once cancelled', () => {
  jest.useFakeTimers();
  setReadyState('loading');
  const task = jest.fn();
  const cancel = whenIdleAfterLoad(task);
  cancel();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(100);
  expect(task).not.toHaveBeenCalled();
});
