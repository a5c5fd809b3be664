@_exported import Combine
