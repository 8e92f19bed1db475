-- Topic polarity (issue 25 item 8), appended by hand to migration 0009_topic_polarity after
-- drizzle-kit's column and indexes.
--
-- Every review's topics are read again by the topic pass, now from the drafter's clause reading
-- with what the review says of each topic. Driven from state: a review whose `topics_for` is not
-- its `updated_at` is due (the partial index `reviews_topics_due`), and the work thread reads the
-- due reviews in its bounded batches. Until then the old tags stay (polarity 0), so the inbox's
-- topic filter keeps working, and the dashboard says how many reviews are still being read.
UPDATE `reviews` SET `topics_for` = NULL WHERE `topics_for` IS NOT NULL;
