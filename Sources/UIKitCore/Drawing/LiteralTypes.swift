/// The types Swift gives `#colorLiteral` and `#imageLiteral` when nothing else says, as UIKit declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
