import UIKit

/// UIKit Dynamics: blocks dropped under gravity that bounce on the stage's floor and each other, a square that snaps
/// to wherever the stage is clicked, and a pendulum on a spring attachment. Replay drops and swings them again.
final class DynamicsPage: GalleryPageContent {
    private let dropStage: UIView
    private let snapStage: UIView
    private let swingStage: UIView
    private var blocks: [UIView] = []
    private let snapper = UIView()
    private let bob = UIView()
    private var animators: [UIDynamicAnimator] = []

    override init(frame: CGRect) {
        let accents = GalleryStyle.accents
        dropStage = UIView()
        snapStage = UIView()
        swingStage = UIView()
        super.init(frame: frame)
        let drop = addTile("Gravity and collisions", column: 0, row: 0)
        let snap = addTile("Click to snap", column: 1, row: 0)
        let swing = addTile("Spring attachment", column: 2, row: 0)
        for (stage, tile) in [(dropStage, drop), (snapStage, snap), (swingStage, swing)] {
            stage.frame = tile.bounds
            stage.clipsToBounds = true
            tile.addSubview(stage)
        }
        for (index, size) in [CGFloat(44), 30, 36].enumerated() {
            let block = UIView()
            block.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            block.backgroundColor = accents[index]
            block.layer.cornerRadius = 6
            dropStage.addSubview(block)
            blocks.append(block)
        }
        snapper.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        snapper.backgroundColor = accents[3]
        snapper.layer.cornerRadius = 8
        snapStage.addSubview(snapper)
        snapStage.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.snap(tap) })
        bob.bounds = CGRect(x: 0, y: 0, width: 34, height: 34)
        bob.backgroundColor = accents[4]
        bob.layer.cornerRadius = 17
        swingStage.addSubview(bob)
        addReplayButton()
    }

    required init?(coder: NSCoder) { nil }

    override func didAppear() {
        appLog("dynamics start")
        animators = []
        let drop = UIDynamicAnimator(referenceView: dropStage)
        for (index, block) in blocks.enumerated() {
            block.transform = .identity
            block.center = CGPoint(x: 60 + CGFloat(index) * 55, y: 30 + CGFloat(index) * 12)
        }
        let collision = UICollisionBehavior(items: blocks)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: blocks)
        material.elasticity = 0.55
        material.friction = 0.4
        material.addAngularVelocity(2, for: blocks[0])
        material.addLinearVelocity(CGPoint(x: -60, y: 0), for: blocks[2])
        drop.addBehavior(UIGravityBehavior(items: blocks))
        drop.addBehavior(collision)
        drop.addBehavior(material)

        let swing = UIDynamicAnimator(referenceView: swingStage)
        bob.center = CGPoint(x: 190, y: 70)
        let spring = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 115, y: 10))
        spring.frequency = 1.2
        spring.damping = 0.1
        swing.addBehavior(spring)
        swing.addBehavior(UIGravityBehavior(items: [bob]))

        animators = [drop, swing, UIDynamicAnimator(referenceView: snapStage)]
    }

    /// Snaps the square to the click, replacing the previous snap.
    private func snap(_ tap: UITapGestureRecognizer) {
        guard let animator = animators.last else { return }
        animator.removeAllBehaviors()
        animator.addBehavior(UISnapBehavior(item: snapper, snapTo: tap.location(in: snapStage)))
    }
}
