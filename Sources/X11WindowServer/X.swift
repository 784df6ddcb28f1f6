public let _p = 0
