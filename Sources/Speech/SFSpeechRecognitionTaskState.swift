/// Where a recognition task is in its life. Every task a recognizer returns in a render is
/// already `.completed`.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    /// Recognition has not started yet (a task made with `init()`).
    case starting = 0
    /// Recognition, and maybe recording, is in progress. Never in a render.
    case running = 1
    /// Recording has stopped; results may still arrive. Never in a render.
    case finishing = 2
    /// Results have stopped; recording may go on. Never in a render.
    case canceling = 3
    /// Results and recording have both ended: the state of every task in a render.
    case completed = 4
}
