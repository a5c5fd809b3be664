// AVFoundation's headers import CoreMedia, so `import AVFoundation` brings CMTime and friends.
@_exported import CoreMedia
