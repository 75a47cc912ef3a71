import { posthogOptions } from './posthog-options';

class FakeSessionRecording {}

describe('posthogOptions', () => {
  const options = posthogOptions(
    { token: 'phc', host: 'https://sink.test' },
    FakeSessionRecording as never,
  );

  it('masks every input in recordings, whatever the analytics host says', () => {
    expect(options.session_recording).toEqual({ maskAllInputs: true });
  });

  it('keeps recording off until the client starts it, and loads nothing from the analytics host', () => {
    expect(options).toMatchObject({
      api_host: 'https://sink.test',
      disable_session_recording: true,
      disable_external_dependency_loading: true,
      __extensionClasses: { sessionRecording: FakeSessionRecording },
    });
  });

  it('leaves page views to the shell and captures nothing by itself', () => {
    expect(options).toMatchObject({
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
    });
  });
});
