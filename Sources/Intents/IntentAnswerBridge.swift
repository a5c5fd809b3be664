import Foundation
import BackplateCore

// Swift imports each SiriKit handling method twice, with a completion handler and as `async`;
// a conformer writes either. The async defaults await the completion-handler form through this.

/// Awaits the one answer `ask` hands its completion handler.
func awaitAnswer<Answer>(_ ask: (@escaping @Sendable (Answer) -> Void) -> Void) async -> Answer {
    let answer = LockedState<Answer?>(unchecked: nil)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        ask { given in
            // Unchecked: the handler hands its answer over once, to the one caller waiting below.
            answer.withLockUnchecked { $0 = given }
            continuation.resume()
        }
    }
    return answer.withLockUnchecked { $0 }!
}
