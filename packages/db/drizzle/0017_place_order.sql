-- A paid order written in one round trip (ADR 0010, "The order in one round trip"): the payment
-- calls place_order as a named prepared statement, after the authorization and the upstream order.
-- Under the listing's row lock it checks, then writes, all or nothing:
--   * the delivery plan's facts (the listing's seat range, ticket type, instant delivery and
--     in-hand date, the event's start) are still those the caller planned from, and none of the
--     planned seats was sold meanwhile; otherwise nothing is written and the answer carries the
--     facts as they are, so the caller plans again (seat allocation stays the domain's one rule);
--   * the hold is still the session's and active (activeAt: not released, not converted, its
--     clock not ended) -> 'hold_expired';
--   * the promo is not used up -> 'promo_used_up';
--   * the first-order offer is still unused -> 'first_order_used';
-- then marks the hold sold, counts the promo's use, marks the offer used, inserts the order, its
-- item, its delivery row and the first steps of its timeline, and stores the idempotent answer.
-- Every refusal is decided by reads (the rows locked FOR UPDATE in the order the old transaction
-- wrote them: listing, hold, promo, offer) before the first write, so a refusal writes nothing.
-- It commits synchronously (unlike take_hold): an order survives a crash of the database.
-- "Active" repeats activeAt (apps/api), and the seats sold repeat the payment's own read of them
-- (payment-statements.ts); apps/api/src/checkout/payment-statements.test.ts checks both outcomes.
CREATE FUNCTION "place_order"(
	p_order jsonb,
	p_session_id text,
	p_now timestamptz,
	p_promo_id integer,
	p_first_order boolean,
	p_listing_facts jsonb,
	p_starts_at timestamptz,
	p_delivery jsonb,
	p_steps jsonb,
	p_key text,
	p_response jsonb
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	o orders%ROWTYPE := jsonb_populate_record(NULL::orders, p_order);
	l listings%ROWTYPE;
	v_starts timestamptz;
	v_sold integer[];
	v_changed boolean;
BEGIN
	SELECT * INTO l FROM listings WHERE id = o.listing_id FOR UPDATE;
	SELECT starts_at INTO v_starts FROM events WHERE id = o.event_id;
	v_changed := jsonb_build_object('seat_from', l.seat_from, 'seat_to', l.seat_to,
			'seat_type_id', l.seat_type_id, 'ticket_type_id', l.ticket_type_id,
			'instant_delivery', l.instant_delivery, 'in_hand_date', l.in_hand_date)
			IS DISTINCT FROM p_listing_facts
		OR v_starts IS DISTINCT FROM p_starts_at;
	-- The seats sold matter only to a plan with numbered seats, and to a plan made again.
	IF v_changed OR cardinality(o.seat_numbers) > 0 THEN
		v_sold := ARRAY(
			SELECT unnest(x.seat_numbers) FROM order_items i JOIN orders x ON x.id = i.order_id
			WHERE i.listing_id = o.listing_id AND i.status = 'live' AND x.seat_numbers IS NOT NULL);
		IF v_changed OR o.seat_numbers && v_sold THEN
			RETURN jsonb_build_object('outcome', 'replan', 'listing', to_jsonb(l),
				'startsAt', v_starts, 'sold', to_jsonb(v_sold));
		END IF;
	END IF;

	PERFORM 1 FROM holds
	WHERE id = o.hold_id AND session_id = p_session_id
		AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
	FOR UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'hold_expired');
	END IF;
	IF p_promo_id IS NOT NULL THEN
		PERFORM 1 FROM promo_codes
		WHERE id = p_promo_id AND (max_uses IS NULL OR used_count < max_uses)
		FOR UPDATE;
		IF NOT FOUND THEN
			RETURN jsonb_build_object('outcome', 'promo_used_up');
		END IF;
	END IF;
	IF p_first_order THEN
		PERFORM 1 FROM first_order_offers WHERE buyer_id = o.buyer_id AND used_at IS NULL FOR UPDATE;
		IF NOT FOUND THEN
			RETURN jsonb_build_object('outcome', 'first_order_used');
		END IF;
	END IF;

	UPDATE holds SET converted_at = p_now WHERE id = o.hold_id;
	IF p_promo_id IS NOT NULL THEN
		UPDATE promo_codes SET used_count = used_count + 1 WHERE id = p_promo_id;
	END IF;
	IF p_first_order THEN
		UPDATE first_order_offers SET used_at = p_now WHERE buyer_id = o.buyer_id;
	END IF;
	INSERT INTO orders (id, confirmation_number, buyer_id, hold_id, event_id, listing_id, quantity,
		currency, unit_price_minor, fees_minor, subtotal_minor, promo_minor, tax_minor, total_minor,
		promo_code, first_order_discount, contact_first_name, contact_last_name, contact_email,
		contact_phone, card_brand, card_last4, payment_reference, external_order_id,
		delivery_status_id, created_at, seat_numbers, language)
	VALUES (o.id, o.confirmation_number, o.buyer_id, o.hold_id, o.event_id, o.listing_id,
		o.quantity, o.currency, o.unit_price_minor, o.fees_minor, o.subtotal_minor, o.promo_minor,
		o.tax_minor, o.total_minor, o.promo_code, o.first_order_discount, o.contact_first_name,
		o.contact_last_name, o.contact_email, o.contact_phone, o.card_brand, o.card_last4,
		o.payment_reference, o.external_order_id, o.delivery_status_id, o.created_at,
		o.seat_numbers, o.language);
	INSERT INTO order_items (order_id, listing_id, quantity) VALUES (o.id, o.listing_id, o.quantity);
	INSERT INTO order_deliveries (order_id, method, deadline_at, transfer_email)
	SELECT order_id, method, deadline_at, transfer_email
	FROM jsonb_populate_record(NULL::order_deliveries, p_delivery);
	INSERT INTO order_timeline (order_id, at, kind, actor, reason, from_status_id, to_status_id,
		detail, mail)
	SELECT order_id, at, kind, actor, reason, from_status_id, to_status_id, detail, mail
	FROM jsonb_populate_recordset(NULL::order_timeline, p_steps);
	UPDATE payment_requests SET state = 'done', response = p_response, updated_at = p_now
	WHERE buyer_id = o.buyer_id AND idempotency_key = p_key;
	RETURN jsonb_build_object('outcome', 'placed');
END;
$$;
