import Foundation
import UIKit

// Issue 23's declarations written as iOS code writes them, checked by compiling: every API the issue names (and the
// ones its examples reach), in the shapes of Apple's SDK. Nothing here runs; a declaration that drifts from UIKit's
// stops this file compiling. UITextView(frame:textContainer:) and NSAttributedString.Key.textEffect are missing
// (see the audit notes) and so are not used here.

// Dynamics
final class ShapeDynamicsWatcher: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}
final class ShapeDynamicItem: NSObject, UIDynamicItem {
    var center: CGPoint = .zero
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
    var transform: CGAffineTransform = .identity
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}
final class ShapeCompositeBehavior: UIDynamicBehavior {
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) { super.willMove(to: dynamicAnimator) }
}
@MainActor func issue23DynamicsShapes(view: UIView, layout: UICollectionViewLayout) {
    let animator = UIDynamicAnimator(referenceView: view)
    let other = UIDynamicAnimator(collectionViewLayout: layout)
    let plain = UIDynamicAnimator()
    _ = (other, plain)
    let watcher = ShapeDynamicsWatcher()
    animator.delegate = watcher
    let item = ShapeDynamicItem()
    let g = UIGravityBehavior(items: [view, item])
    g.gravityDirection = CGVector(dx: 0, dy: 1); g.angle = 1; g.magnitude = 2; g.setAngle(1, magnitude: 2)
    g.addItem(item); g.removeItem(item); _ = g.items
    let c = UICollisionBehavior(items: [view])
    c.collisionMode = .everything; c.collisionMode = .boundaries; c.collisionMode = .items
    c.translatesReferenceBoundsIntoBoundary = true
    c.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    c.addBoundary(withIdentifier: "a" as NSString, for: UIBezierPath(rect: .zero))
    c.addBoundary(withIdentifier: "b" as NSString, from: .zero, to: CGPoint(x: 1, y: 1))
    _ = c.boundary(withIdentifier: "a" as NSString)
    c.removeBoundary(withIdentifier: "a" as NSString)
    let ids: [NSCopying]? = c.boundaryIdentifiers
    _ = ids
    c.removeAllBoundaries()
    c.collisionDelegate = watcher
    let p = UIPushBehavior(items: [view], mode: .instantaneous)
    _ = UIPushBehavior(items: [view], mode: .continuous)
    p.active = true; p.angle = 1; p.magnitude = 2; p.pushDirection = CGVector(dx: 1, dy: 0); p.setAngle(1, magnitude: 1)
    p.setTargetOffsetFromCenter(UIOffset(horizontal: 1, vertical: 1), for: view)
    _ = p.targetOffsetFromCenter(for: view); _ = p.mode
    let s = UISnapBehavior(item: view, snapTo: .zero)
    s.snapPoint = CGPoint(x: 1, y: 1); s.damping = 0.5
    let a1 = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
    let a2 = UIAttachmentBehavior(item: view, offsetFromCenter: UIOffset(horizontal: 1, vertical: 0), attachedToAnchor: .zero)
    let a3 = UIAttachmentBehavior(item: view, attachedTo: item)
    let a4 = UIAttachmentBehavior(item: view, offsetFromCenter: .zero, attachedTo: item, offsetFromCenter: .zero)
    let a5 = UIAttachmentBehavior.slidingAttachment(with: view, attachedTo: item, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 1, dy: 0))
    let a6 = UIAttachmentBehavior.slidingAttachment(with: view, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 1, dy: 0))
    let a7 = UIAttachmentBehavior.limitAttachment(with: view, offsetFromCenter: .zero, attachedTo: item, offsetFromCenter: .zero)
    let a8 = UIAttachmentBehavior.fixedAttachment(with: view, attachedTo: item, attachmentAnchor: .zero)
    let a9 = UIAttachmentBehavior.pinAttachment(with: view, attachedTo: item, attachmentAnchor: .zero)
    for a in [a1, a2, a3, a4, a5, a6, a7, a8, a9] {
        a.anchorPoint = .zero; a.length = 3; a.damping = 0.1; a.frequency = 2; a.frictionTorque = 1
        a.attachmentRange = UIFloatRange(minimum: -1, maximum: 1); _ = a.items
        let t: UIAttachmentBehavior.AttachmentType = a.attachedBehaviorType
        _ = t == .items || t == .anchor
    }
    let fields: [UIFieldBehavior] = [.dragField(), .vortexField(), .radialGravityField(position: .zero),
        .linearGravityField(direction: CGVector(dx: 0, dy: 1)), .velocityField(direction: CGVector(dx: 1, dy: 0)),
        .noiseField(smoothness: 0.5, animationSpeed: 1), .turbulenceField(smoothness: 0.5, animationSpeed: 1),
        .springField(), .electricField(), .magneticField(),
        .field { field, position, velocity, mass, charge, deltaTime in CGVector(dx: 0, dy: 0) }]
    for f in fields {
        f.addItem(view); f.removeItem(view); _ = f.items
        f.position = .zero; f.region = UIRegion(radius: 10); f.strength = 1; f.falloff = 0; f.minimumRadius = 0
        f.direction = CGVector(dx: 0, dy: 1); f.smoothness = 0; f.animationSpeed = 1
    }
    _ = UIRegion(size: CGSize(width: 1, height: 1)).inverse().union(with: .infinite).difference(from: UIRegion(radius: 1)).intersection(with: UIRegion(radius: 2)).contains(.zero)
    let d = UIDynamicItemBehavior(items: [view])
    d.elasticity = 0.5; d.friction = 0.2; d.density = 1; d.resistance = 0; d.angularResistance = 0; d.charge = 0
    d.isAnchored = false; d.allowsRotation = true
    d.addLinearVelocity(CGPoint(x: 1, y: 0), for: view); _ = d.linearVelocity(for: view)
    d.addAngularVelocity(1, for: view); _ = d.angularVelocity(for: view)
    let group = UIDynamicItemGroup(items: [view, item]); _ = group.items
    let comp = ShapeCompositeBehavior()
    comp.addChildBehavior(g); comp.removeChildBehavior(g); _ = comp.childBehaviors
    comp.action = { }
    _ = comp.dynamicAnimator
    animator.addBehavior(comp); animator.removeBehavior(comp); animator.removeAllBehaviors()
    _ = animator.referenceView; _ = animator.behaviors; _ = animator.isRunning; _ = animator.elapsedTime()
    let found: [UIDynamicItem] = animator.items(in: .zero); _ = found
    animator.updateItem(usingCurrentState: view)
    _ = animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))
    _ = animator.layoutAttributesForSupplementaryView(ofKind: "k", at: IndexPath(item: 0, section: 0))
    _ = animator.layoutAttributesForDecorationView(ofKind: "k", at: IndexPath(item: 0, section: 0))
}

// Emitters and layers
@MainActor func issue23LayerShapes() {
    let e = CAEmitterLayer()
    e.emitterPosition = .zero; e.emitterZPosition = 0; e.emitterSize = .zero; e.emitterDepth = 0
    e.emitterShape = .point; e.emitterShape = .line; e.emitterShape = .rectangle; e.emitterShape = .cuboid
    e.emitterShape = .circle; e.emitterShape = .sphere
    e.emitterMode = .points; e.emitterMode = .outline; e.emitterMode = .surface; e.emitterMode = .volume
    e.renderMode = .unordered; e.renderMode = .oldestFirst; e.renderMode = .oldestLast; e.renderMode = .backToFront; e.renderMode = .additive
    e.birthRate = 1; e.lifetime = 1; e.velocity = 1; e.scale = 1; e.spin = 1; e.seed = 42; e.preservesDepth = false
    let cell = CAEmitterCell()
    cell.name = "n"; cell.isEnabled = true; cell.birthRate = 1; cell.lifetime = 1; cell.lifetimeRange = 1
    cell.emissionLatitude = 0; cell.emissionLongitude = 0; cell.emissionRange = 0
    cell.velocity = 1; cell.velocityRange = 1; cell.xAcceleration = 0; cell.yAcceleration = 0; cell.zAcceleration = 0
    cell.scale = 1; cell.scaleRange = 0; cell.scaleSpeed = 0; cell.spin = 0; cell.spinRange = 0
    cell.color = CGColor(gray: 1, alpha: 1); cell.redRange = 0; cell.greenRange = 0; cell.blueRange = 0; cell.alphaRange = 0
    cell.redSpeed = 0; cell.greenSpeed = 0; cell.blueSpeed = 0; cell.alphaSpeed = 0
    cell.contents = nil; cell.contentsRect = .zero; cell.contentsScale = 1
    cell.minificationFilter = CALayerContentsFilter.trilinear.rawValue; cell.magnificationFilter = "nearest"; cell.minificationFilterBias = 0
    cell.emitterCells = [CAEmitterCell()]; cell.style = nil
    cell.beginTime = 0; cell.duration = 1; cell.speed = 1; cell.timeOffset = 0
    _ = CAEmitterCell.defaultValue(forKey: "scale")
    e.emitterCells = [cell]
    let t = CATiledLayer()
    t.levelsOfDetail = 2; t.levelsOfDetailBias = 1; t.tileSize = CGSize(width: 256, height: 256)
    let fade: CFTimeInterval = CATiledLayer.fadeDuration(); _ = fade
    let s = CAScrollLayer()
    s.scroll(to: CGPoint.zero); s.scroll(to: CGRect.zero); s.scrollMode = .both; s.scrollMode = .horizontally; s.scrollMode = .vertically; s.scrollMode = .none
    let l = CALayer()
    l.scroll(CGPoint.zero); l.scrollRectToVisible(.zero); _ = l.visibleRect
    let anim = CABasicAnimation(keyPath: "transform")
    anim.valueFunction = CAValueFunction(name: .rotateZ)
    _ = CAValueFunction(name: .scale)?.name
    let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY, .translateZ]
    _ = names
    l.shouldRasterize = true; l.rasterizationScale = 2; l.allowsGroupOpacity = true
    l.filters = nil; l.compositingFilter = "multiplyBlendMode"; l.backgroundFilters = nil
    l.minificationFilter = .trilinear; l.magnificationFilter = .nearest; l.minificationFilterBias = 0
}

// Visual effects and image animation
@MainActor func issue23EffectShapes() {
    let styles: [UIBlurEffect.Style] = [.extraLight, .light, .dark, .regular, .prominent,
        .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial,
        .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight,
        .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark]
    let blur = UIBlurEffect(style: styles[0])
    let vibrancy = UIVibrancyEffect(blurEffect: blur)
    let v2 = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    let vs: [UIVibrancyEffectStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill, .separator]
    _ = (vs, v2)
    let view = UIVisualEffectView(effect: blur)
    view.effect = vibrancy
    let content: UIView = view.contentView; _ = content
    let effect: UIVisualEffect? = view.effect; _ = effect
    let iv = UIImageView(image: nil)
    iv.animationImages = [UIImage()]; iv.highlightedAnimationImages = nil
    iv.animationDuration = 1; iv.animationRepeatCount = 2
    iv.startAnimating(); iv.stopAnimating(); _ = iv.isAnimating
    let animated: UIImage? = UIImage.animatedImage(with: [UIImage()], duration: 1)
    _ = animated?.images; _ = animated?.duration
    _ = UIImage.animatedImageNamed("x", duration: 1)
}

// TextKit
final class ShapeStorageWatcher: NSObject, NSTextStorageDelegate, NSLayoutManagerDelegate {
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {}
}
final class ShapeTextStorage: NSTextStorage {
    override func processEditing() { super.processEditing() }
}
@MainActor func issue23TextKitShapes() {
    let storage = NSTextStorage(string: "hello", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    _ = NSTextStorage(); _ = NSTextStorage(string: "x"); _ = NSTextStorage(attributedString: NSAttributedString(string: "y"))
    let watcher = ShapeStorageWatcher()
    storage.delegate = watcher
    let manager = NSLayoutManager()
    manager.delegate = watcher
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: 100, height: 100))
    container.exclusionPaths = [UIBezierPath(ovalIn: .zero)]
    container.lineFragmentPadding = 5; container.maximumNumberOfLines = 0; container.lineBreakMode = .byWordWrapping
    container.widthTracksTextView = true; container.heightTracksTextView = false; container.size = .zero
    _ = container.layoutManager; _ = container.isSimpleRectangularTextContainer
    var remaining = CGRect.zero
    _ = container.lineFragmentRect(forProposedRect: .zero, at: 0, writingDirection: .leftToRight, remaining: &remaining)
    manager.addTextContainer(container)
    manager.insertTextContainer(NSTextContainer(size: .zero), at: 1)
    manager.removeTextContainer(at: 1)
    _ = manager.textContainers; _ = manager.textStorage; _ = manager.numberOfGlyphs
    let glyphs = manager.glyphRange(for: container)
    _ = manager.boundingRect(forGlyphRange: glyphs, in: container)
    _ = manager.usedRect(for: container)
    var effective = NSRange()
    _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &effective)
    _ = manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
    _ = manager.textContainer(forGlyphAt: 0, effectiveRange: nil)
    var fraction: CGFloat = 0
    _ = manager.glyphIndex(for: .zero, in: container, fractionOfDistanceThroughGlyph: &fraction)
    _ = manager.glyphIndex(for: .zero, in: container)
    _ = manager.characterIndex(for: .zero, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    _ = manager.glyphRange(forCharacterRange: NSRange(location: 0, length: 1), actualCharacterRange: nil)
    _ = manager.characterRange(forGlyphRange: NSRange(location: 0, length: 1), actualGlyphRange: nil)
    _ = manager.location(forGlyphAt: 0)
    manager.ensureLayout(for: container); manager.ensureLayout(forCharacterRange: NSRange(location: 0, length: 1))
    manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 1), actualCharacterRange: nil)
    manager.invalidateDisplay(forCharacterRange: NSRange(location: 0, length: 1))
    manager.enumerateLineFragments(forGlyphRange: glyphs) { rect, used, container, range, stop in stop.pointee = true }
    manager.drawBackground(forGlyphRange: glyphs, at: .zero)
    manager.drawGlyphs(forGlyphRange: glyphs, at: .zero)
    manager.allowsNonContiguousLayout = false; manager.usesFontLeading = true
    storage.beginEditing()
    storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "H")
    storage.edited(.editedCharacters, range: NSRange(location: 0, length: 1), changeInLength: 0)
    storage.endEditing()
    _ = storage.editedMask.contains(.editedAttributes); _ = storage.editedRange; _ = storage.changeInLength
    _ = storage.layoutManagers; storage.removeLayoutManager(manager)
    let textView = UITextView(frame: .zero)
    _ = textView.textContainer; _ = textView.layoutManager; _ = textView.textStorage
    textView.attributedText = NSAttributedString(string: "x"); textView.textContainerInset = .zero
    let label = UILabel(); label.attributedText = NSAttributedString(string: "x")
    // Attributes
    let para = NSMutableParagraphStyle()
    para.tabStops = [NSTextTab(textAlignment: .right, location: 100, options: [:])]
    para.defaultTabInterval = 28; para.hyphenationFactor = 1; para.usesDefaultHyphenation = true
    let usesDefault: Bool = NSParagraphStyle.default.usesDefaultHyphenation; _ = usesDefault
    _ = NSTextTab.columnTerminators(for: Locale.current)
    let underline: NSUnderlineStyle = [.single, .thick, .double, .patternDot, .patternDash, .patternDashDot, .patternDashDotDot, .byWord]
    let shadow = NSShadow(); shadow.shadowOffset = .zero; shadow.shadowBlurRadius = 1; shadow.shadowColor = UIColor.black
    let attachment = NSTextAttachment(image: UIImage())
    attachment.bounds = .zero; attachment.image = nil
    _ = NSTextAttachment(data: nil, ofType: nil)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 1), .foregroundColor: UIColor.red,
        .backgroundColor: UIColor.blue, .paragraphStyle: para, .kern: 1, .underlineStyle: underline.rawValue,
        .underlineColor: UIColor.red, .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red,
        .link: URL(string: "https://a.b")!, .attachment: attachment, .shadow: shadow, .baselineOffset: 2,
        .obliqueness: 0.2, .expansion: 0.1, .ligature: 1, .strokeWidth: -2, .strokeColor: UIColor.red, .tracking: 1,
        .writingDirection: [1], .languageIdentifier: "en"]
    let text = NSAttributedString(string: "x", attributes: attributes)
    _ = NSAttributedString(attachment: attachment)
    _ = text.boundingRect(with: CGSize(width: 10, height: 10), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    text.draw(at: .zero); text.draw(in: .zero); _ = text.size()
    text.draw(with: .zero, options: .usesLineFragmentOrigin, context: nil)
    // Fonts
    let descriptor = UIFontDescriptor(name: "DejaVu Sans", size: 12)
    _ = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .size: 12])
    _ = descriptor.fontAttributes; _ = descriptor.pointSize; _ = descriptor.symbolicTraits; _ = descriptor.postscriptName
    _ = descriptor.withSymbolicTraits([.traitBold, .traitItalic])
    _ = descriptor.withSize(14).addingAttributes([.name: "x"]).withFamily("y").withFace("Bold")
    _ = descriptor.withDesign(.serif)
    _ = descriptor.object(forKey: .family)
    _ = descriptor.matchingFontDescriptors(withMandatoryKeys: nil)
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    _ = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline, compatibleWith: nil)
    _ = UIFont(descriptor: body, size: 0).fontDescriptor
    let metrics = UIFontMetrics(forTextStyle: .title1)
    _ = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 12))
    _ = metrics.scaledFont(for: .systemFont(ofSize: 12), maximumPointSize: 30)
    _ = metrics.scaledFont(for: .systemFont(ofSize: 12), compatibleWith: nil)
    _ = metrics.scaledFont(for: .systemFont(ofSize: 12), maximumPointSize: 30, compatibleWith: nil)
    _ = metrics.scaledValue(for: 10); _ = metrics.scaledValue(for: 10, compatibleWith: nil)
    _ = UIFont.preferredFont(forTextStyle: .body)
    _ = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
    let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2]
    _ = styles
    label.adjustsFontForContentSizeCategory = true
    let categories: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge, .unspecified]
    _ = categories[0] < categories[1]; _ = categories[8].isAccessibilityCategory
}
