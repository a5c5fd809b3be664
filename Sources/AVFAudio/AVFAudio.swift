// The module a file's `import AVFAudio` finds on Linux: on iOS it holds AVFoundation's audio
// classes (`AVAudioPlayer`, `AVAudioSession`, `AVAudioEngine`, speech synthesis), which
// Backplate keeps in its `AVFoundation`; this re-exports that module whole.
@_exported import AVFoundation
