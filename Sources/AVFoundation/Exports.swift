// AVFoundation's headers import CoreMedia, so `import AVFoundation` brings CMTime and friends.
@_exported import CoreMedia
// Its video layers are Core Animation layers, so it brings QuartzCore too.
@_exported import QuartzCore
// AVFAudio's headers import AudioToolbox: system sounds come with `import AVFoundation`.
@_exported import AudioToolbox
