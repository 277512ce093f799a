/** Whether the story runs in the test runner (Vitest's browser mode), not in a designer's tab. */
function inTestRunner(): boolean {
  return '__vitest_browser__' in globalThis || '__vitest_worker__' in globalThis
}

/**
 * A story's interaction test: run by the test runner, not when a designer opens the story, so
 * every story opens in its initial state.
 */
export function testOnly<C>(play: (context: C) => Promise<void> | void) {
  return async (context: C): Promise<void> => {
    if (inTestRunner()) await play(context)
  }
}
